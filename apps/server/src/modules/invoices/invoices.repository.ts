import { and, asc, eq, gte, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookings, type BookingRow } from '../../db/schema/bookings.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import { invoiceCounters, invoices, invoiceSeries, type InvoiceKind, type InvoiceRow, type NewInvoiceRow } from '../../db/schema/invoices.js';
import { payments, type PaymentRow } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

/** What a booking's documents are made from: the booking, its gym as it is now, the booker and the payment. */
export interface InvoiceSource {
  booking: Pick<BookingRow, 'id' | 'userId' | 'gymId' | 'date' | 'timeSlot' | 'amountPaise' | 'paidAt' | 'cancelledAt'>;
  gym: Pick<GymRow, 'id' | 'ownerId' | 'name' | 'address' | 'city' | 'state' | 'pincode' | 'gstin'>;
  /** `email` is null for an account made with a mobile number only (§8.9). */
  user: { name: string; email: string | null };
  payment: Pick<PaymentRow, 'status' | 'amountPaise' | 'refundedAt'> | null;
}

export async function findSourceByBookingId(db: Executor, bookingId: string): Promise<InvoiceSource | undefined> {
  const [row] = await db
    .select({
      booking: {
        id: bookings.id,
        userId: bookings.userId,
        gymId: bookings.gymId,
        date: bookings.date,
        timeSlot: bookings.timeSlot,
        amountPaise: bookings.amountPaise,
        paidAt: bookings.paidAt,
        cancelledAt: bookings.cancelledAt,
      },
      gym: {
        id: gyms.id,
        ownerId: gyms.ownerId,
        name: gyms.name,
        address: gyms.address,
        city: gyms.city,
        state: gyms.state,
        pincode: gyms.pincode,
        gstin: gyms.gstin,
      },
      user: { name: users.name, email: users.email },
      paymentStatus: payments.status,
      paymentAmountPaise: payments.amountPaise,
      paymentRefundedAt: payments.refundedAt,
    })
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(payments, eq(payments.id, bookings.paymentId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return undefined;
  const { paymentStatus, paymentAmountPaise, paymentRefundedAt, ...rest } = row;
  const payment = paymentStatus === null || paymentAmountPaise === null ? null : { status: paymentStatus, amountPaise: paymentAmountPaise, refundedAt: paymentRefundedAt };
  return { ...rest, payment };
}

export async function findByBookingAndKind(db: Executor, bookingId: string, kind: InvoiceKind): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, kind)))
    .limit(1);
  return row;
}

export async function findById(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

/** Locks the booking's row until the transaction ends, so one booking's documents are issued one at a time. */
export async function lockBooking(tx: Executor, bookingId: string): Promise<void> {
  await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
}

/** The gym's series ordinal, handed out on its first document; a concurrent first waits on the key and reads the winner's. */
export async function seriesOrdinal(tx: Executor, gymId: string): Promise<number> {
  await tx.insert(invoiceSeries).values({ gymId }).onConflictDoNothing();
  const [row] = await tx.select({ ordinal: invoiceSeries.ordinal }).from(invoiceSeries).where(eq(invoiceSeries.gymId, gymId));
  if (!row) throw new Error('The invoice series row is missing after its insert');
  return row.ordinal;
}

/**
 * The next number of the gym's series for the year and kind. The counter row stays locked until
 * the transaction ends, and rolls back with it, so numbers are gap-free and never handed out twice.
 */
export async function nextSequence(tx: Executor, gymId: string, financialYear: string, kind: InvoiceKind): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ gymId, financialYear, kind, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.gymId, invoiceCounters.financialYear, invoiceCounters.kind],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ lastSequence: invoiceCounters.lastSequence });
  if (!row) throw new Error('The invoice counter returned no row');
  return row.lastSequence;
}

export async function insert(tx: Executor, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('The invoice insert returned no row');
  return row;
}

/** Documents of this kind already issued for the booking in `bookingId`. */
const issuedFor = (db: Executor, bookingId: typeof bookings.id, kind: InvoiceKind) =>
  db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, kind)));

/**
 * Claims up to `limit` bookings paid since `since` that have no invoice yet, oldest payment first,
 * for the issuing transaction `tx`. KEY SHARE: a download issuing the same booking's document (FOR
 * UPDATE) waits for us, or we skip its booking; a payment, a cancellation or a check-in, which do
 * not change the key, are not held up.
 */
export async function claimPaidWithoutInvoice(tx: Executor, since: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(isNotNull(bookings.paidAt), gte(bookings.paidAt, since), notExists(issuedFor(tx, bookings.id, 'invoice'))))
    .orderBy(asc(bookings.paidAt), asc(bookings.id))
    .limit(limit)
    .for('key share', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** As claimPaidWithoutInvoice, for paid bookings whose payment was refunded since `since` and that have no credit note yet, in refund order. */
export async function claimRefundedWithoutCreditNote(tx: Executor, since: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'refunded'),
        gte(payments.refundedAt, since),
        isNotNull(bookings.paidAt),
        notExists(issuedFor(tx, bookings.id, 'credit_note')),
      ),
    )
    .orderBy(asc(payments.refundedAt), asc(bookings.id))
    .limit(limit)
    .for('key share', { of: bookings, skipLocked: true });
  return rows.map((row) => row.id);
}
