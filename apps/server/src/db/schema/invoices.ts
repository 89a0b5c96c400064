import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { gyms } from './gyms.js';

// GST documents of paid bookings (API contract §8.7, docs/decisions/045-gst-invoices.md): a tax
// invoice or bill of supply per paid booking, a credit note per refunded one.
export const invoiceKindValues = ['invoice', 'credit_note'] as const;

/**
 * Each gym's series code, the prefix of its document numbers. The ordinal is handed out once per
 * gym, so no two gyms ever print the same number.
 */
export const invoiceSeries = pgTable('invoice_series', {
  gymId: text('gym_id')
    .primaryKey()
    .references(() => gyms.id),
  ordinal: integer('ordinal').notNull().unique('invoice_series_ordinal_unique').generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number issued per gym, Indian financial year and kind; moved by UPDATE … RETURNING in the issuing transaction. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id),
    financialYear: text('financial_year').notNull(),
    kind: text('kind', { enum: invoiceKindValues }).notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gymId, table.financialYear, table.kind] }),
    check('invoice_counters_kind_check', sql`${table.kind} in ('invoice', 'credit_note')`),
  ],
);

/**
 * An issued document, never changed afterwards: the supplier's and customer's details and the
 * amounts as they were when it was issued, so a later gym edit or GSTIN change does not rewrite it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id),
    kind: text('kind', { enum: invoiceKindValues }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** IST date: the payment's for an invoice, the refund's for a credit note. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** A credit note's invoice. */
    originalInvoiceId: text('original_invoice_id').references((): AnyPgColumn => invoices.id),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierCity: text('supplier_city').notNull(),
    supplierState: text('supplier_state').notNull(),
    supplierPincode: text('supplier_pincode').notNull(),
    /** Null: a bill of supply, with no tax. */
    supplierGstin: text('supplier_gstin'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    sessionTimeSlot: text('session_time_slot').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_booking_kind_unique').on(table.bookingId, table.kind),
    uniqueIndex('invoices_gym_series_unique').on(table.gymId, table.financialYear, table.kind, table.sequence),
    uniqueIndex('invoices_number_unique').on(table.number),
    check('invoices_kind_check', sql`${table.kind} in ('invoice', 'credit_note')`),
    check('invoices_amounts_add_up', sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} = ${table.amountPaise}`),
    check('invoices_credit_note_has_original', sql`(${table.kind} = 'credit_note') = (${table.originalInvoiceId} is not null)`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceKind = (typeof invoiceKindValues)[number];
