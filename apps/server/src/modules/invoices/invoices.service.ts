import { indianFinancialYear } from '@gymslot/shared/financial-year';
import { istDate } from '@gymslot/shared/ist-time';
import { splitGstInclusive } from '@gymslot/shared/money';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { InvoiceKind, InvoiceRow } from '../../db/schema/invoices.js';
import { can, invoiceActions, type Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { invoiceFileName, invoiceNumber } from './invoice-number.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import * as invoicesRepository from './invoices.repository.js';
import type { InvoiceSource } from './invoices.repository.js';

export const NOT_PAID_MESSAGE = 'This booking was never paid, so it has no invoice.';
export const NOT_REFUNDED_MESSAGE = 'This booking has not been refunded, so it has no credit note.';

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
 * §8.7: GST documents of paid bookings. Each is issued on its first download, dated by the payment
 * (or the refund), numbered under the counter row's lock and stored, then always rendered from its
 * stored row (docs/decisions/045-gst-invoices.md).
 */
export function createInvoicesService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;

  async function readableSource(caller: Caller, bookingId: string): Promise<InvoiceSource> {
    const source = isId(bookingId) ? await invoicesRepository.findSourceByBookingId(db, bookingId) : undefined;
    if (!source || !mayRead(caller, source)) throw new AppError('not_found', 'Booking not found');
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
      customerEmail: user.email,
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

  return {
    /** The booking's tax invoice or bill of supply as a PDF. */
    async invoice(caller: Caller, bookingId: string): Promise<InvoiceFile> {
      const source = await readableSource(caller, bookingId);
      const { paidAt } = source.booking;
      if (!paidAt) throw new AppError('conflict', NOT_PAID_MESSAGE);
      const invoice = await issued(source, 'invoice', (tx) => invoiceIn(tx, source, paidAt));
      return { fileName: invoiceFileName(invoice.number), pdf: await renderInvoicePdf({ invoice }) };
    },

    /** The credit note of a paid booking whose refund has gone through, against its invoice. */
    async creditNote(caller: Caller, bookingId: string): Promise<InvoiceFile> {
      const source = await readableSource(caller, bookingId);
      const { paidAt } = source.booking;
      if (!paidAt) throw new AppError('conflict', NOT_PAID_MESSAGE);
      const { payment } = source;
      if (payment?.status !== 'refunded') throw new AppError('conflict', NOT_REFUNDED_MESSAGE);
      const refundedOn = istDate(payment.refundedAt ?? source.booking.cancelledAt ?? paidAt);
      const creditNote = await issued(source, 'credit_note', async (tx) => {
        const existing = await invoicesRepository.findByBookingAndKind(tx, source.booking.id, 'credit_note');
        if (existing) return existing;
        const invoice = await invoiceIn(tx, source, paidAt);
        // The supplier and the tax treatment are the invoice's: the credit note reverses that document.
        return invoicesRepository.insert(tx, {
          ...partiesOf(invoice),
          id: newId(),
          kind: 'credit_note',
          ...(await numbered(tx, invoice.gymId, 'credit_note', refundedOn)),
          originalInvoiceId: invoice.id,
          ...sumsOf(payment.amountPaise, invoice.supplierGstin),
        });
      });
      const original = creditNote.originalInvoiceId ? await invoicesRepository.findById(db, creditNote.originalInvoiceId) : undefined;
      return { fileName: invoiceFileName(creditNote.number), pdf: await renderInvoicePdf({ invoice: creditNote, ...(original ? { original } : {}) }) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
