import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatCalendarDate } from '@gymslot/shared/date-format';
import { formatRupees, paiseToRupees } from '@gymslot/shared/money';
import type { InvoiceRow } from '../../db/schema/invoices.js';
import { amountInWords } from './amount-in-words.js';

/** GST's services accounting code for gyms and other physical well-being services. */
const GYM_SAC = '999723';

// Noto Sans Devanagari (OFL) from npm covers Latin, Devanagari and '₹', so names in Hindi shape
// correctly (fontkit's Indic shaper) without any font on the machine (decision 045).
const require = createRequire(import.meta.url);
const fontPaths = {
  regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
function parsedFont(path: string): Font {
  const font = fontkit.create(readFileSync(path));
  if (!('layout' in font)) throw new Error(`${path} is a font collection, not one font`);
  return font;
}
// Parsed once per process and shared by every document: parsing the Devanagari tables costs about
// ten times a whole render (bench/invoice-pdf-bench.ts). pdfkit takes a fontkit font as it is.
let parsedFonts: { regular: Font; bold: Font } | undefined;
const fonts = () => (parsedFonts ??= { regular: parsedFont(fontPaths.regular), bold: parsedFont(fontPaths.bold) });

export interface InvoiceDocument {
  invoice: InvoiceRow;
  /** A credit note's original invoice. */
  original?: Pick<InvoiceRow, 'number' | 'issuedOn'>;
}

function documentTitle(invoice: Pick<InvoiceRow, 'kind' | 'supplierGstin'>): string {
  if (invoice.kind === 'credit_note') return 'Credit Note';
  return invoice.supplierGstin ? 'Tax Invoice' : 'Bill of Supply';
}

/** '₹18,952.00': invoices always show paise. */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise), { paise: 'always' });

const PAGE_MARGIN = 48;
const CONTENT_WIDTH = 595.28 - 2 * PAGE_MARGIN;
const AMOUNT_COLUMN = 130;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Renders one issued document as an A4 PDF, from its stored row only (never the gym as it is now). */
export function renderInvoicePdf({ invoice, original }: InvoiceDocument): Promise<Buffer> {
  const title = documentTitle(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    lang: 'en-IN',
    info: { Title: `${title} ${invoice.number}`, Author: invoice.supplierName, Creator: 'GymSlot' },
  });
  // @types/pdfkit lists only files and buffers; pdfkit 0.20 also takes a parsed fontkit font.
  doc.registerFont('regular', fonts().regular as unknown as Buffer);
  doc.registerFont('bold', fonts().bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Devanagari is drawn in visual order (a vowel sign before its consonant), so such a run carries
  // its logical text as ActualText: copying, searching and pdftotext get 'फिटनेस', not 'िफटनेस'.
  // Only those runs: readers lay out marked spans apart, which would scatter plain lines.
  const write = (text: string, options: PDFKit.Mixins.TextOptions & { x?: number; y?: number; font?: 'regular' | 'bold'; size?: number } = {}) => {
    const { x, y, font = 'regular', size = 10, ...textOptions } = options;
    const marked = DEVANAGARI.test(text);
    doc.font(font).fontSize(size);
    if (marked) doc.markContent('Span', { actual: text });
    if (x !== undefined && y !== undefined) doc.text(text, x, y, textOptions);
    else doc.text(text, textOptions);
    if (marked) doc.endMarkedContent();
    // A placed run moves the cursor to its column; the next line starts at the margin again.
    doc.x = PAGE_MARGIN;
  };
  const amountRow = (label: string, paise: number, bold = false) => {
    const y = doc.y;
    const font = bold ? 'bold' : 'regular';
    write(label, { x: PAGE_MARGIN, y, width: CONTENT_WIDTH - AMOUNT_COLUMN, font });
    write(rupees(paise), { x: PAGE_MARGIN + CONTENT_WIDTH - AMOUNT_COLUMN, y, width: AMOUNT_COLUMN, align: 'right', font });
    doc.moveDown(0.3);
  };
  const rule = () => {
    doc.moveTo(PAGE_MARGIN, doc.y).lineTo(PAGE_MARGIN + CONTENT_WIDTH, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.moveDown(0.5);
  };

  write(title, { font: 'bold', size: 20 });
  doc.moveDown(0.5);

  write(invoice.supplierName, { font: 'bold', size: 13 });
  write(invoice.supplierAddress);
  write(`${invoice.supplierCity}, ${invoice.supplierState} ${invoice.supplierPincode}`);
  if (invoice.supplierGstin) write(`GSTIN: ${invoice.supplierGstin}`);
  doc.moveDown();

  const numberLabel = invoice.kind === 'credit_note' ? 'Credit note no.' : title === 'Tax Invoice' ? 'Invoice no.' : 'Bill no.';
  write(`${numberLabel}: ${invoice.number}`, { font: 'bold' });
  write(`Date: ${formatCalendarDate(invoice.issuedOn)}`);
  if (original) write(`Against invoice ${original.number} dated ${formatCalendarDate(original.issuedOn)}`);
  const stateCode = invoice.supplierGstin?.slice(0, 2);
  write(`Place of supply: ${invoice.supplierState}${stateCode ? ` (${stateCode})` : ''}`);
  doc.moveDown();

  write('Bill to', { font: 'bold' });
  write(invoice.customerName);
  if (invoice.customerEmail) write(invoice.customerEmail);
  doc.moveDown();

  rule();
  const headerY = doc.y;
  write('Description', { x: PAGE_MARGIN, y: headerY, width: CONTENT_WIDTH - AMOUNT_COLUMN - 70, font: 'bold' });
  write('SAC', { x: PAGE_MARGIN + CONTENT_WIDTH - AMOUNT_COLUMN - 60, y: headerY, width: 60, font: 'bold' });
  write('Amount', { x: PAGE_MARGIN + CONTENT_WIDTH - AMOUNT_COLUMN, y: headerY, width: AMOUNT_COLUMN, align: 'right', font: 'bold' });
  doc.moveDown(0.3);
  const lineY = doc.y;
  const refund = invoice.kind === 'credit_note' ? 'Refund of gym session' : 'Gym session';
  write(`${refund} at ${invoice.supplierName}, ${formatCalendarDate(invoice.sessionDate)}, ${invoice.sessionTimeSlot} (1 hour)`, {
    x: PAGE_MARGIN,
    y: lineY,
    width: CONTENT_WIDTH - AMOUNT_COLUMN - 70,
  });
  const afterDescription = doc.y;
  write(GYM_SAC, { x: PAGE_MARGIN + CONTENT_WIDTH - AMOUNT_COLUMN - 60, y: lineY, width: 60 });
  write(rupees(invoice.taxablePaise), { x: PAGE_MARGIN + CONTENT_WIDTH - AMOUNT_COLUMN, y: lineY, width: AMOUNT_COLUMN, align: 'right' });
  doc.y = Math.max(afterDescription, doc.y);
  doc.moveDown(0.5);
  rule();

  if (invoice.supplierGstin) {
    amountRow('Taxable value', invoice.taxablePaise);
    amountRow('CGST @ 2.5%', invoice.cgstPaise);
    amountRow('SGST @ 2.5%', invoice.sgstPaise);
    amountRow(invoice.kind === 'credit_note' ? 'Total refunded (inclusive of GST)' : 'Total paid (inclusive of GST)', invoice.amountPaise, true);
  } else {
    amountRow(invoice.kind === 'credit_note' ? 'Total refunded' : 'Total paid', invoice.amountPaise, true);
  }
  write(amountInWords(invoice.amountPaise), { x: PAGE_MARGIN, width: CONTENT_WIDTH });
  doc.moveDown();
  if (!invoice.supplierGstin) write('The supplier is not registered under GST: no tax is charged.', { size: 9 });
  write('Tax payable on reverse charge: No.', { size: 9 });
  write('Computer-generated document issued through GymSlot on behalf of the supplier; no signature is required.', { size: 9 });

  doc.end();
  return done;
}
