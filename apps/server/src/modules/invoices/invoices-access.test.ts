import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, initiate, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs, type Booker, type InitiateBody } from '../../../test/booking-helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import { createUser } from '../../db/factories.js';
import { NOT_PAID_MESSAGE } from './invoices.service.js';

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
const GSTIN = '27AAPFU0939F1ZV';
let gym: GymRow;
let owner: Booker;
let booker: Booker;
let bookingId: string;

const download = (who: Pick<Booker, 'headers'> | undefined, id: string, document = 'invoice') =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/${document}`, headers: who?.headers ?? {} });

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const made = await bookableGym(t.database.db, { name: 'शक्ति फिटनेस', gstin: GSTIN, pricePerHourPaise: 19_900, address: '12 FC Road', pincode: '411004' });
  gym = made.gym;
  owner = await signedInAs(t, made.owner);
  booker = await quickBooker(t, { name: 'राहुल शर्मा', email: 'rahul@example.com' });
  ({ bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '07:00 AM' }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

describe('GET /api/bookings/:id/invoice (§8.7)', () => {
  it('gives the booker a GST tax invoice as a PDF, with Devanagari names, the number, SAC and the tax lines', async () => {
    const res = await download(booker, bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const fileName = /^attachment; filename="(\d{3}-I\d{4}-\d{5})\.pdf"$/.exec(String(res.headers['content-disposition']))?.[1];
    expect(fileName).toBeDefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('शक्ति फिटनेस');
    expect(text).toContain('राहुल शर्मा');
    expect(text).toContain('rahul@example.com');
    expect(text).toContain(`Invoice no.: ${fileName?.replaceAll('-', '/')}`);
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('999723');
    expect(text).toContain('Date: Mon, 10 Jun 2030');
    expect(text).toMatch(/Taxable value\s+₹189\.52/);
    expect(text).toMatch(/CGST @ 2\.5%\s+₹4\.74/);
    expect(text).toMatch(/SGST @ 2\.5%\s+₹4\.74/);
    expect(text).toMatch(/Total paid \(inclusive of GST\)\s+₹199\.00/);
    expect(text).toContain('Rupees One Hundred Ninety-Nine Only');
  });

  it('gives the same document to the gym owner and to an admin, and hides the booking from everyone else', async () => {
    const first = await download(booker, bookingId);
    const admin = await signedInAs(t, await createUser(t.database.db, { role: 'admin' }));
    const otherOwner = await signedInAs(t, await createUser(t.database.db, { role: 'gym_owner' }));
    const stranger = await quickBooker(t);

    for (const who of [owner, admin]) {
      const res = await download(who, bookingId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(first.headers['content-disposition']);
    }
    for (const who of [otherOwner, stranger]) {
      const res = await download(who, bookingId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Booking not found' });
    }
    expect((await download(undefined, bookingId)).statusCode).toBe(401);
    expect((await download(booker, 'f'.repeat(24))).statusCode).toBe(404);
    expect((await download(booker, 'not-an-id')).statusCode).toBe(404);
  });

  it('refuses a booking that was never paid', async () => {
    const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '08:00 AM' })).json<InitiateBody>();
    const res = await download(booker, hold.bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: NOT_PAID_MESSAGE });
  });

  it('is a bill of supply with no tax lines when the gym has no GSTIN', async () => {
    const plain = await bookableGym(t.database.db, { name: 'Iron Den', pricePerHourPaise: 15_000 });
    const { bookingId: id } = await bookAndPay(t, booker, { gymId: plain.gym.id, date: TUESDAY, timeSlot: '09:00 AM' });
    const text = await pdfText((await download(booker, id)).rawPayload);
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Bill no.:');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('CGST');
    expect(text).toMatch(/Gym session at Iron Den, Tue, 11 Jun 2030, 09:00 AM/);
    expect(text).toMatch(/Total paid\s+₹150\.00/);
  });

  it('keeps what it said when the gym is edited after it was issued', async () => {
    const before = await download(booker, bookingId);
    await t.database.db.update(gyms).set({ name: 'Renamed Gym', gstin: null, address: '99 New Road' }).where(eq(gyms.id, gym.id));
    const after = await download(booker, bookingId);
    expect(after.headers['content-disposition']).toBe(before.headers['content-disposition']);
    const text = await pdfText(after.rawPayload);
    expect(text).toContain('शक्ति फिटनेस');
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('12 FC Road');
    expect(text).not.toContain('Renamed Gym');
    await t.database.db.update(gyms).set({ name: gym.name, gstin: gym.gstin, address: gym.address }).where(eq(gyms.id, gym.id));
  });
});
