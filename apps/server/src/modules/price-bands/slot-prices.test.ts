import { slotsReplySchema } from '@gymslot/shared/availability-schemas';
import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableGym,
  bookAndPay,
  cancel,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  quickBooker,
  setClock,
  signedInAs,
  type Booker,
  type InitiateBody,
} from '../../../test/booking-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { joinWaitlist, waitlistOf } from '../../../test/waitlist-helpers.js';
import { bookings } from '../../db/schema/bookings.js';
import type { GymRow } from '../../db/schema/gyms.js';

// The gym costs ₹200 an hour; on Tuesdays 06:00–09:00 AM it costs ₹120 and 06:00–08:00 PM ₹300.
// Tests run with TZ=UTC: 06:00 AM IST on Tuesday is still Monday in UTC, so a weekday read in the
// machine's zone would miss the band.
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
const NEXT_TUESDAY = addDays(MONDAY, 8);

const t = useTestApp();
let gym: GymRow;
let owner: Booker;

function putBands(bands: unknown[]) {
  return t.app.inject({ method: 'PUT', url: `/api/gyms/${gym.id}/price-bands`, headers: owner.headers, payload: { bands } });
}

const tuesdayBands = [
  { dayOfWeek: 'Tuesday', startTime: '06:00 AM', endTime: '09:00 AM', pricePerHour: 120 },
  { dayOfWeek: 'Tuesday', startTime: '06:00 PM', endTime: '08:00 PM', pricePerHour: 300 },
];

async function slotPrices(date: string): Promise<Record<string, number>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/slots?date=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(slotsReplySchema.parse(res.json()).slotDetails.map((slot) => [slot.time, slot.pricePerHour]));
}

async function amountPaiseOf(bookingId: string): Promise<number | undefined> {
  const [row] = await t.database.db.select({ amountPaise: bookings.amountPaise }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.amountPaise;
}

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const made = await bookableGym(t.database.db, { pricePerHourPaise: 20_000, capacity: 1 });
  gym = made.gym;
  owner = await signedInAs(t, made.owner);
  expect((await putBands(tuesdayBands)).statusCode).toBe(200);
});
beforeEach(() => setClock(t, MONDAY_10_IST));

describe('slot prices (§8.7)', () => {
  it("lists each slot with its own price: its band's on the band's IST weekday, the gym's elsewhere", async () => {
    const tuesday = await slotPrices(TUESDAY);
    expect(tuesday).toMatchObject({
      '06:00 AM': 120,
      '08:00 AM': 120,
      '09:00 AM': 200,
      '05:00 PM': 200,
      '06:00 PM': 300,
      '07:00 PM': 300,
      '08:00 PM': 200,
    });
    expect(new Set(Object.values(await slotPrices(WEDNESDAY)))).toEqual(new Set([200]));
    expect((await slotPrices(NEXT_TUESDAY))['07:00 AM']).toBe(120);
  });

  it('B1 charges the slot price and the order carries it; a band changed later leaves the booking and the hold alone', async () => {
    const booker = await quickBooker(t);
    const started = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '07:00 AM' });
    expect(started.statusCode, started.body).toBe(200);
    const hold = started.json<InitiateBody>();
    expect(hold.order).toMatchObject({ amount: 12_000, currency: 'INR' });
    expect(await amountPaiseOf(hold.bookingId)).toBe(12_000);

    const paid = await bookAndPay(t, await quickBooker(t), { gymId: gym.id, date: TUESDAY, timeSlot: '06:00 PM' });
    expect(await amountPaiseOf(paid.bookingId)).toBe(30_000);

    expect((await putBands([])).statusCode).toBe(200);
    expect((await slotPrices(TUESDAY))['07:00 AM']).toBe(200);
    expect(await amountPaiseOf(hold.bookingId)).toBe(12_000);
    expect(await amountPaiseOf(paid.bookingId)).toBe(30_000);
    expect((await putBands(tuesdayBands)).statusCode).toBe(200);
  });

  it('a move keeps the amount paid: to a cheaper or same-priced slot it goes, to a dearer one it is refused', async () => {
    const booker = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: WEDNESDAY, timeSlot: '10:00 AM' });
    const move = (timeSlot: string) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reschedule`, headers: booker.headers, payload: { bookingDate: TUESDAY, timeSlot } });

    const dearer = await move('07:00 PM');
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json()).toMatchObject({ message: 'This slot costs more than you paid for your booking. Cancel it and book this slot instead.' });

    expect((await move('08:00 AM')).statusCode).toBe(200);
    expect(await amountPaiseOf(bookingId)).toBe(20_000);
  });

  it("a waitlist offer holds the slot's price when the place is offered", async () => {
    const slot = { gymId: gym.id, date: TUESDAY, timeSlot: '06:00 AM' };
    const holder = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, holder, slot);
    const waiting = await quickBooker(t);
    expect((await joinWaitlist(t, waiting, slot)).statusCode).toBe(201);

    // The owner lowers the band while the person waits: the offer costs what the slot costs now.
    expect((await putBands([{ ...tuesdayBands[0], pricePerHour: 99 }, tuesdayBands[1]])).statusCode).toBe(200);
    expect((await cancel(t, holder, bookingId)).statusCode).toBe(200);
    const [offer] = await waitlistOf(t, waiting);
    expect(offer).toMatchObject({ status: 'offered', bookingId: expect.any(String) });
    expect(await amountPaiseOf(offer!.bookingId!)).toBe(9_900);
    expect((await putBands(tuesdayBands)).statusCode).toBe(200);
  });
});
