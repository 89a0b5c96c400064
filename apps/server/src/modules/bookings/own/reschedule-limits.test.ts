import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bookings } from '../../../db/schema/bookings.js';
import { messages } from '../../../db/schema/messages.js';

// Finding 6 of issue 26: a booking moves at most 3 times, and a person's reschedule calls are rate-limited.

const t = useTestApp();
const TUESDAY = addDays(MONDAY, 1);
const LIMIT_MESSAGE =
  'This booking has already been rescheduled 3 times, the most allowed. You can still cancel it for a full refund up to 2 hours before it starts.';

beforeEach(() => setClock(t, MONDAY_10_IST));

function reschedule(booker: Booker, bookingId: string, timeSlot: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/reschedule`,
    headers: booker.headers,
    payload: { bookingDate: TUESDAY, timeSlot },
  });
}

async function paidBooking() {
  const { gym } = await bookableGym(t.database.db, { capacity: 2 });
  const booker = await quickBooker(t);
  const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '06:00 AM' });
  return { booker, bookingId };
}

const rowOf = async (bookingId: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
const movedMails = async () => (await t.database.db.select().from(messages).where(eq(messages.kind, 'booking_rescheduled'))).length;

describe('how often a booking can move (§8.4a)', () => {
  it('moves one booking 3 times, then refuses a 4th with a clear 409 and no mail', async () => {
    const { booker, bookingId } = await paidBooking();
    for (const time of ['07:00 AM', '08:00 AM', '09:00 AM']) expect((await reschedule(booker, bookingId, time)).statusCode).toBe(200);
    const mails = await movedMails();

    const fourth = await reschedule(booker, bookingId, '10:00 AM');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ success: false, message: LIMIT_MESSAGE, error: LIMIT_MESSAGE, code: 'rescheduleLimit' });
    expect(await rowOf(bookingId)).toMatchObject({ timeSlot: '09:00 AM', rescheduleCount: 3 });
    expect(await movedMails()).toBe(mails);
  });

  it('lets only one of two moves racing for the last allowed move through', async () => {
    const { booker, bookingId } = await paidBooking();
    for (const time of ['07:00 AM', '08:00 AM']) expect((await reschedule(booker, bookingId, time)).statusCode).toBe(200);

    const replies = await Promise.all([reschedule(booker, bookingId, '10:00 AM'), reschedule(booker, bookingId, '11:00 AM')]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json()).toMatchObject({ message: LIMIT_MESSAGE });
    expect(await rowOf(bookingId)).toMatchObject({ rescheduleCount: 3 });
  });
});

describe('reschedule rate limit (per person)', () => {
  it('allows 10 calls an hour, then answers 429 until the hour has passed; others are not affected', async () => {
    const { booker, bookingId } = await paidBooking();
    // Refused calls count too: probing for a free slot is what the limit is for.
    for (let i = 0; i < 10; i += 1) expect((await reschedule(booker, bookingId, '06:00 AM')).statusCode).toBe(400);

    const limited = await reschedule(booker, bookingId, '07:00 AM');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await rowOf(bookingId)).toMatchObject({ timeSlot: '06:00 AM', rescheduleCount: 0 });

    const other = await paidBooking();
    expect((await reschedule(other.booker, other.bookingId, '07:00 AM')).statusCode).toBe(200);
    t.clock.advance(60 * 60_000);
    expect((await reschedule(booker, bookingId, '07:00 AM')).statusCode).toBe(200);
  });
});
