// GST invoice PDFs (§8.7, decision 045): how long one render of a Tax Invoice takes (pdfkit laying
// out Devanagari and Latin in Noto Sans Devanagari, the font subset embedded) and how big it is.
// The render is CPU on the request's thread, so this is what a download costs the process.
import { renderInvoicePdf } from '../apps/server/src/modules/invoices/invoice-pdf.js';
import type { InvoiceRow } from '../apps/server/src/db/schema/invoices.js';
import { machineLine, writeSection } from './benchmarks-doc.mjs';
import { median } from './median.js';

const RUNS = 60;
const WARM_UPS = 5;
const TARGET_MS = 100;

const invoice: InvoiceRow = {
  id: 'i'.repeat(24),
  bookingId: 'b'.repeat(24),
  gymId: 'g'.repeat(24),
  kind: 'invoice',
  number: '01A/I2627/00042',
  financialYear: '2026-27',
  sequence: 42,
  issuedOn: '2026-11-24',
  originalInvoiceId: null,
  supplierName: 'शक्ति फिटनेस',
  supplierAddress: '12 FC Road, Shivajinagar',
  supplierCity: 'Pune',
  supplierState: 'Maharashtra',
  supplierPincode: '411004',
  supplierGstin: '27AAPFU0939F1ZV',
  customerName: 'राहुल शर्मा',
  customerEmail: 'rahul@example.com',
  sessionDate: '2026-11-25',
  sessionTimeSlot: '07:00 AM',
  amountPaise: 19_900,
  taxablePaise: 18_952,
  cgstPaise: 474,
  sgstPaise: 474,
  createdAt: new Date('2026-11-24T04:30:00Z'),
};

const firstStart = performance.now();
let bytes = (await renderInvoicePdf({ invoice })).length;
const firstMs = performance.now() - firstStart;
for (let i = 0; i < WARM_UPS; i += 1) await renderInvoicePdf({ invoice });
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  bytes = (await renderInvoicePdf({ invoice })).length;
  times.push(performance.now() - start);
}
const sorted = [...times].sort((a, b) => a - b);
const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? NaN;
const typical = median(times);

console.log(`first render ${firstMs.toFixed(0)} ms, median ${typical.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${bytes} bytes`);
writeSection(
  'GST invoice PDF',
  `Machine: ${machineLine()}

One Tax Invoice (Devanagari supplier and customer names, Latin text, ₹ amounts) rendered by
\`renderInvoicePdf\` (pdfkit, Noto Sans Devanagari regular and bold, subsets embedded): the first
render of the process (it reads and parses both fonts), then ${RUNS} after ${WARM_UPS} warm-ups.

| measure | result | target |
|---|---|---|
| first render | ${firstMs.toFixed(0)} ms | |
| median render | ${typical.toFixed(1)} ms | under ${TARGET_MS} ms |
| p95 render | ${p95.toFixed(1)} ms | |
| file size | ${(bytes / 1024).toFixed(1)} KB | |`,
);
if (!(typical < TARGET_MS)) process.exitCode = 1;
