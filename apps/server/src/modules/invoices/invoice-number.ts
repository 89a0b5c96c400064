import type { InvoiceKind } from '../../db/schema/invoices.js';

const kindLetter: Record<InvoiceKind, string> = { invoice: 'I', credit_note: 'C' };

/**
 * A document's number: the gym's series code, the kind and financial year, the sequence, e.g.
 * '01A/I2627/00042' (a credit note: '01A/C2627/00007'). GST rule 46(b) allows at most 16
 * characters of letters, digits, '/' and '-'; this stays within that until a gym passes 46,655
 * series or 99,999 documents of one kind in a year (docs/decisions/045-gst-invoices.md).
 */
export function invoiceNumber(seriesOrdinal: number, kind: InvoiceKind, financialYear: string, sequence: number): string {
  const seriesCode = seriesOrdinal.toString(36).toUpperCase().padStart(3, '0');
  const year = `${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}`;
  return `${seriesCode}/${kindLetter[kind]}${year}/${String(sequence).padStart(5, '0')}`;
}

/** The number as a file name: '/' is not allowed in one. */
export function invoiceFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}
