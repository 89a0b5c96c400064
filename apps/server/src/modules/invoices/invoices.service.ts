import { indianFinancialYear } from '@gymslot/shared/financial-year';
import { istDate } from '@gymslot/shared/ist-time';
import { splitGstInclusive } from '@gymslot/shared/money';
import { serverTexts } from '@gymslot/shared/server-texts';
import type { AppDeps } from '../../app-deps.js';
import { lockForTransaction } from '../../db/advisory-locks.js';
import type { Executor } from '../../db/client.js';
import type { InvoiceKind, InvoiceRow } from '../../db/schema/invoices.js';
import { can, invoiceActions, type Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { invoiceFileName, invoiceNumber } from './invoice-number.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import * as invoicesRepository from './invoices.repository.js';
import type { InvoiceSource } from './invoices.repository.js';

export const NOT_PAID_MESSAGE = serverTexts.invoiceNotPaid;
export const NOT_REFUNDED_MESSAGE = serverTexts.creditNoteNotRefunded;

/**
 * How far back the maintenance round looks for payments and refunds with no document: two days
 * outlast any stop of the round; older ones are still issued on their first download.
 */
export const ISSUE_WINDOW_MS = 2 * 24 * 60 * 60_000;
/** Documents of each kind claimed by one issuing transaction of the round. */
export const ISSUE_BATCH = 100;
/**
 * How long one round keeps issuing batch after batch (issue 32: a cap of 500 a round fell behind on
 * a busy day). Half the round's interval, so the other jobs still run and a round ends before the
 * next one starts; whatever is left is taken by the next round.
 */
const ISSUE_BUDGET_MS = 30_000;
/** Issuing transactions of every process take this lock, one at a time (decision 071). */
const ISSUING_LOCK = 'invoice issuing';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

/** The booker, the gym's owner now, or an admin; anyone else is told the booking does not exist (no IDOR). */
function mayRead(caller: Caller, source: InvoiceSource): boolean {
  if (can(caller.role, invoiceActions.readInvoice.any)) return true;
  if (!can(caller.role, invoiceActions.readInvoice.own)) return false;
  return source.booking.userId === caller.id || source.gym.ownerId === caller.id;
}

function sumsOf(amountPaise: number, gstin: string | null) {
  return gstin ? { amountPaise, ...splitGstInclusive(amountPaise) } : { amountPaise, taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0 };
}

/** Who and what a document is about, as the credit note repeats them from its invoice. */
function partiesOf(invoice: InvoiceRow) {
  const { bookingId, gymId, supplierName, supplierAddress, supplierCity, supplierState, supplierPincode, supplierGstin } = invoice;
  const { customerName, customerEmail, sessionDate, sessionTimeSlot } = invoice;
  return { bookingId, gymId, supplierName, supplierAddress, supplierCity, supplierState, supplierPincode, supplierGstin, customerName, customerEmail, sessionDate, sessionTimeSlot };
}

/**
 * §8.7: GST documents of paid bookings. Each is issued by the maintenance round soon after the
 * payment (or the refund), or on its first download if that comes sooner, dated by the payment (or
 * the refund), numbered under the counter row's lock and stored, then always rendered from its
 * stored row (docs/decisions/045-gst-invoices.md).
 */
export function createInvoicesService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;

  async function readableSource(caller: Caller, bookingId: string): Promise<InvoiceSource> {
    const source = isId(bookingId) ? await invoicesRepository.findSourceByBookingId(db, bookingId) : undefined;
    if (!source || !mayRead(caller, source)) throw new AppError('not_found', { code: 'bookingNotFound' });
    return source;
  }

  async function numbered(tx: Executor, gymId: string, kind: InvoiceKind, issuedOn: string) {
    const financialYear = indianFinancialYear(issuedOn);
    const ordinal = await invoicesRepository.seriesOrdinal(tx, gymId);
    const sequence = await invoicesRepository.nextSequence(tx, gymId, financialYear, kind);
    return { financialYear, sequence, number: invoiceNumber(ordinal, kind, financialYear, sequence), issuedOn };
  }

  /** The booking's invoice, issued now if it has none; the caller holds the booking's lock. */
  async function invoiceIn(tx: Executor, source: InvoiceSource, paidAt: Date): Promise<InvoiceRow> {
    const existing = await invoicesRepository.findByBookingAndKind(tx, source.booking.id, 'invoice');
    if (existing) return existing;
    const { booking, gym, user } = source;
    return invoicesRepository.insert(tx, {
      id: newId(),
      bookingId: booking.id,
      gymId: gym.id,
      kind: 'invoice',
      ...(await numbered(tx, gym.id, 'invoice', istDate(paidAt))),
      supplierName: gym.name,
      supplierAddress: gym.address,
      supplierCity: gym.city,
      supplierState: gym.state,
      supplierPincode: gym.pincode,
      supplierGstin: gym.gstin,
      customerName: user.name,
      // Empty for an account made with a mobile number only: the document then names the customer alone.
      customerEmail: user.email ?? '',
      sessionDate: booking.date,
      sessionTimeSlot: booking.timeSlot,
      ...sumsOf(booking.amountPaise, gym.gstin),
    });
  }

  /** The stored document of this kind, or issues it in one transaction under the booking's row lock. */
  async function issued(source: InvoiceSource, kind: InvoiceKind, issue: (tx: Executor) => Promise<InvoiceRow>): Promise<InvoiceRow> {
    const stored = await invoicesRepository.findByBookingAndKind(db, source.booking.id, kind);
    if (stored) return stored;
    return db.transaction(async (tx) => {
      await invoicesRepository.lockBooking(tx, source.booking.id);
      return issue(tx);
    });
  }

  /** The booking's invoice, issued now if it has none. */
  async function invoiceOf(source: InvoiceSource): Promise<InvoiceRow> {
    const { paidAt } = source.booking;
    if (!paidAt) throw new AppError('conflict', { code: 'invoiceNotPaid' });
    return issued(source, 'invoice', (tx) => invoiceIn(tx, source, paidAt));
  }

  /** The booking's credit note, issued now (with its invoice) if it has none; the caller holds the booking's lock. */
  async function creditNoteIn(tx: Executor, source: InvoiceSource, paidAt: Date, payment: NonNullable<InvoiceSource['payment']>): Promise<InvoiceRow> {
    const existing = await invoicesRepository.findByBookingAndKind(tx, source.booking.id, 'credit_note');
    if (existing) return existing;
    const invoice = await invoiceIn(tx, source, paidAt);
    // The supplier and the tax treatment are the invoice's: the credit note reverses that document.
    return invoicesRepository.insert(tx, {
      ...partiesOf(invoice),
      id: newId(),
      kind: 'credit_note',
      ...(await numbered(tx, invoice.gymId, 'credit_note', istDate(payment.refundedAt ?? source.booking.cancelledAt ?? paidAt))),
      originalInvoiceId: invoice.id,
      ...sumsOf(payment.amountPaise, invoice.supplierGstin),
    });
  }

  /** The credit note of a paid booking whose refund has gone through, issued now (with its invoice) if it has none. */
  async function creditNoteOf(source: InvoiceSource): Promise<InvoiceRow> {
    const { paidAt } = source.booking;
    if (!paidAt) throw new AppError('conflict', { code: 'invoiceNotPaid' });
    const { payment } = source;
    if (payment?.status !== 'refunded') throw new AppError('conflict', { code: 'creditNoteNotRefunded' });
    return issued(source, 'credit_note', (tx) => creditNoteIn(tx, source, paidAt, payment));
  }

  /** The sources of claimed bookings, in the claim's order, with the date they were paid. */
  async function paidSources(tx: Executor, bookingIds: readonly string[]): Promise<{ source: InvoiceSource; paidAt: Date }[]> {
    const found: { source: InvoiceSource; paidAt: Date }[] = [];
    for (const bookingId of bookingIds) {
      const source = await invoicesRepository.findSourceByBookingId(tx, bookingId);
      if (source?.booking.paidAt) found.push({ source, paidAt: source.booking.paidAt });
    }
    return found;
  }

  /**
   * One transaction of the round: up to ISSUE_BATCH invoices in payment order, then, once no more
   * invoices are due (a credit note's invoice must not jump the queue), up to ISSUE_BATCH credit
   * notes in refund order, the invoices they reverse first (paid before the window). Under the issuing
   * lock, so a gym's numbers follow its payments whichever process issues them, and two rounds
   * never wait on each other's counters. Every counter is taken invoice before credit note, as a
   * download takes them, so a download and a batch cannot deadlock.
   */
  async function issueBatch(since: Date): Promise<{ invoices: number; creditNotes: number; more: boolean }> {
    return db.transaction(async (tx) => {
      await lockForTransaction(tx, ISSUING_LOCK);
      const paidIds = await invoicesRepository.claimPaidWithoutInvoice(tx, since, ISSUE_BATCH);
      const paid = await paidSources(tx, paidIds);
      for (const { source, paidAt } of paid) await invoiceIn(tx, source, paidAt);
      if (paidIds.length === ISSUE_BATCH) return { invoices: paid.length, creditNotes: 0, more: true };
      const refundedIds = await invoicesRepository.claimRefundedWithoutCreditNote(tx, since, ISSUE_BATCH);
      const refunded = await paidSources(tx, refundedIds);
      for (const { source, paidAt } of refunded) await invoiceIn(tx, source, paidAt);
      for (const { source, paidAt } of refunded) if (source.payment) await creditNoteIn(tx, source, paidAt, source.payment);
      return { invoices: paid.length, creditNotes: refunded.length, more: refundedIds.length === ISSUE_BATCH };
    });
  }

  return {
    /** The booking's tax invoice or bill of supply as a PDF. */
    async invoice(caller: Caller, bookingId: string): Promise<InvoiceFile> {
      const invoice = await invoiceOf(await readableSource(caller, bookingId));
      return { fileName: invoiceFileName(invoice.number), pdf: await renderInvoicePdf({ invoice }) };
    },

    /** The credit note of a refunded booking, against its invoice. */
    async creditNote(caller: Caller, bookingId: string): Promise<InvoiceFile> {
      const creditNote = await creditNoteOf(await readableSource(caller, bookingId));
      const original = creditNote.originalInvoiceId ? await invoicesRepository.findById(db, creditNote.originalInvoiceId) : undefined;
      return { fileName: invoiceFileName(creditNote.number), pdf: await renderInvoicePdf({ invoice: creditNote, ...(original ? { original } : {}) }) };
    },

    /**
     * The maintenance round's part: every booking paid, and every refund made, in the last
     * ISSUE_WINDOW_MS that has no document yet gets one, in the order they happened. So a gym's
     * numbers follow its payments and its GST return holds every document, downloaded or not.
     * Batch after batch until none is due or ISSUE_BUDGET_MS has passed (real time, not `now`).
     */
    async issueDue(now: Date): Promise<{ invoicesIssued: number; creditNotesIssued: number }> {
      const since = new Date(now.getTime() - ISSUE_WINDOW_MS);
      const stopAt = performance.now() + ISSUE_BUDGET_MS;
      let invoicesIssued = 0;
      let creditNotesIssued = 0;
      for (;;) {
        const batch = await issueBatch(since);
        invoicesIssued += batch.invoices;
        creditNotesIssued += batch.creditNotes;
        if (!batch.more || performance.now() >= stopAt) return { invoicesIssued, creditNotesIssued };
      }
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
