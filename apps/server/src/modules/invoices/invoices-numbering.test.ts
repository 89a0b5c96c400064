import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, cancel, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { pdfText } from '../../../test/pdf-text.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { invoices } from '../../db/schema/invoices.js';
import { payments } from '../../db/schema/payments.js';
import { NOT_REFUNDED_MESSAGE } from './invoices.service.js';

const t = useTestApp();
let booker: Booker;

const download = (id: string, document = 'invoice') =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/${document}`, headers: booker.headers });

/** The document's number, from the file name the download offers. */
async function numberOf(id: string, document = 'invoice'): Promise<string> {
  const res = await download(id, document);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const fileName = /filename="(.+)\.pdf"/.exec(String(res.headers['content-disposition']))?.[1] ?? '';
  return fileName.replaceAll('-', '/');
}

/** A paid booking at the gym, paid at the instant given. */
async function paidAt(gym: GymRow, instant: string, timeSlot = '07:00 AM'): Promise<string> {
  const row = await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: '2027-04-10', timeSlot, paidAt: new Date(instant) });
  return row.id;
}

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  booker = await quickBooker(t, { name: 'Meera Iyer' });
});

describe('invoice numbers (§8.7)', () => {
  it('run per gym and per Indian financial year, judged in IST: 31 March 23:59 and 1 April 00:00', async () => {
    const { gym } = await bookableGym(t.database.db, { gstin: '29AAPFU0939F1ZV', state: 'Karnataka' });
    const lastOfMarch = await paidAt(gym, '2027-03-31T18:29:00Z', '06:00 AM'); // 23:59 IST, 31 March
    const firstOfApril = await paidAt(gym, '2027-03-31T18:30:00Z', '07:00 AM'); // 00:00 IST, 1 April
    const secondOfApril = await paidAt(gym, '2027-04-02T05:00:00Z', '08:00 AM');

    const march = await numberOf(lastOfMarch);
    const april = await numberOf(firstOfApril);
    expect(march).toMatch(/^[0-9A-Z]{3}\/I2627\/00001$/);
    expect(april).toMatch(/^[0-9A-Z]{3}\/I2728\/00001$/);
    expect(await numberOf(secondOfApril)).toMatch(/\/I2728\/00002$/);
    expect(await pdfText((await download(lastOfMarch)).rawPayload)).toContain('Date: Wed, 31 Mar 2027');
    expect(await pdfText((await download(firstOfApril)).rawPayload)).toContain('Date: Thu, 1 Apr 2027');

    // Another gym has a series of its own: its first invoice is 00001 too, under another code.
    const other = (await bookableGym(t.database.db)).gym;
    const elsewhere = await numberOf(await paidAt(other, '2027-04-02T05:00:00Z'));
    expect(elsewhere).toMatch(/\/I2728\/00001$/);
    expect(elsewhere.slice(0, 3)).not.toBe(april.slice(0, 3));
  });

  it('are unique and gap-free when many are asked for at once, each booking twice', async () => {
    const { gym } = await bookableGym(t.database.db);
    const slots = ['06:00 AM', '07:00 AM', '08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM'];
    const ids = await Promise.all(slots.map((slot) => paidAt(gym, '2027-05-01T05:00:00Z', slot)));
    const numbers = await Promise.all([...ids, ...ids].map((id) => numberOf(id)));

    const byBooking = new Map<string, Set<string>>();
    numbers.forEach((number, index) => byBooking.set(ids[index % ids.length] ?? '', (byBooking.get(ids[index % ids.length] ?? '') ?? new Set()).add(number)));
    expect([...byBooking.values()].every((set) => set.size === 1)).toBe(true);
    const sequences = [...new Set(numbers)].map((number) => Number(number.slice(-5))).sort((a, b) => a - b);
    expect(sequences).toEqual(slots.map((_, index) => index + 1));
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.gymId, gym.id));
    expect(rows).toHaveLength(slots.length);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('stay unique and gap-free when two server processes issue them at once', async () => {
    const { gym } = await bookableGym(t.database.db);
    const slots = ['06:00 AM', '07:00 AM', '08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM'];
    const ids = await Promise.all(slots.map((slot) => paidAt(gym, '2027-06-01T05:00:00Z', slot)));
    const sibling = await createSiblingApp(t);
    try {
      const replies = await Promise.all(
        ids.flatMap((id) => [t.app, sibling.app].map((app) => app.inject({ method: 'GET', url: `/api/bookings/${id}/invoice`, headers: booker.headers }))),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    } finally {
      await sibling.close();
    }
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.gymId, gym.id));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(slots.map((_, index) => index + 1));
    expect(new Set(rows.map((row) => row.bookingId)).size).toBe(slots.length);
  });
});

describe('GET /api/bookings/:id/credit-note (§8.7)', () => {
  it('reverses a refunded booking against its invoice, with its own series and the same tax split', async () => {
    const { gym } = await bookableGym(t.database.db, { gstin: '27AAPFU0939F1ZV', pricePerHourPaise: 19_900 });
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: addDays(MONDAY, 2), timeSlot: '07:00 AM' });

    const early = await download(bookingId, 'credit-note');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: NOT_REFUNDED_MESSAGE });

    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(payment?.status).toBe('refunded');

    // My Bookings' cancelled list says which documents there are, so the card can offer both.
    const ended = await t.app.inject({ method: 'GET', url: '/api/bookings/my-bookings?include=cancelled', headers: booker.headers });
    const card = ended.json<{ bookings: { _id: string }[] }>().bookings.find((booking) => booking._id === bookingId);
    expect(card).toMatchObject({ hasInvoice: true, hasCreditNote: true, refundStatus: 'refunded' });

    const creditNumber = await numberOf(bookingId, 'credit-note');
    const invoiceNumber = await numberOf(bookingId);
    expect(creditNumber).toMatch(/^[0-9A-Z]{3}\/C3031\/00001$/);
    expect(invoiceNumber).toMatch(/^[0-9A-Z]{3}\/I3031\/00001$/);

    const text = await pdfText((await download(bookingId, 'credit-note')).rawPayload);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note no.: ${creditNumber}`);
    expect(text).toContain(`Against invoice ${invoiceNumber} dated Mon, 10 Jun 2030`);
    expect(text).toMatch(/CGST @ 2\.5%\s+₹4\.74/);
    expect(text).toMatch(/Total refunded \(inclusive of GST\)\s+₹199\.00/);
  });
});
