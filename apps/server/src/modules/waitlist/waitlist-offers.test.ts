import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookableGym,
  bookAndPay,
  cancel,
  confirm,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  myBookings,
  quickBooker,
  sandboxPay,
  setClock,
  type Booker,
} from '../../../test/booking-helpers.js';
import { composeServices, testAppDeps, type ComposedDeps } from '../../../test/composed-services.js';
import { mailTo } from '../../../test/mail-parts.js';
import { createSiblingApp, useTestApp } from '../../../test/test-app.js';
import { joinWaitlist, leaveWaitlist, offerMailsTo, waitlistOf } from '../../../test/waitlist-helpers.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { gyms, type GymRow } from '../../db/schema/gyms.js';
import { createAppMetrics, type AppMetrics } from '../metrics/app-metrics.js';

const t = useTestApp();
const MINUTE = 60_000;
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
const errors: unknown[] = [];

/** The maintenance round's waitlist job, on the services services.ts builds from the test app's deps. */
function sweep(overrides: Partial<ComposedDeps> = {}) {
  return composeServices(testAppDeps(t, { logger: { error: (e: unknown) => void errors.push(e) }, ...overrides })).waitlistOffers.sweep();
}

async function metricText(metrics: AppMetrics): Promise<string> {
  return metrics.registry.getSingleMetricAsString('gymslot_waitlist_offers_total');
}

/** A gym with one place per slot. */
async function oneplaceGym(name: string): Promise<GymRow> {
  return (await bookableGym(t.database.db, { name, capacity: 1 })).gym;
}

/** A full slot (someone paid for its one place) and people in its line, in order. */
async function fullSlotWithLine(gym: GymRow, timeSlot: string, waiting: number, date = TUESDAY) {
  setClock(t, MONDAY_10_IST);
  const slot = { gymId: gym.id, date, timeSlot };
  const holder = await quickBooker(t, { name: 'Ravi Kumar' });
  const { bookingId } = await bookAndPay(t, holder, slot);
  const line: Booker[] = [];
  for (let i = 0; i < waiting; i += 1) {
    const person = await quickBooker(t, { name: `Waiting Person${i}` });
    const joined = await joinWaitlist(t, person, slot);
    if (joined.statusCode !== 201) throw new Error(joined.body);
    line.push(person);
  }
  return { slot, holder, holderBookingId: bookingId, line };
}

async function payOffer(person: Booker, bookingId: string) {
  const { payment } = (await sandboxPay(t, person, bookingId, 'success')).json<{ payment: Record<string, string> }>();
  return confirm(t, person, { ...payment, bookingId });
}

beforeAll(() => {
  setClock(t, MONDAY_10_IST);
});

describe('waitlist offers (§8.4)', () => {
  it('offers a cancelled place to the first in line at once: a 15-minute hold, a mail with a link to pay, and the place is theirs once paid', async () => {
    const gym = await oneplaceGym('Iron Temple');
    const { slot, holder, holderBookingId, line } = await fullSlotWithLine(gym, '07:00 AM', 2);
    const [first, second] = line as [Booker, Booker];

    expect((await cancel(t, holder, holderBookingId)).statusCode).toBe(200);

    const [offer] = await waitlistOf(t, first);
    expect(offer).toMatchObject({ status: 'offered', position: 0, bookingId: expect.any(String) });
    const offerEnds = Date.parse(offer!.offerExpiresAt!) - t.clock.now().getTime();
    expect(offerEnds).toBeGreaterThan(14 * MINUTE);
    expect(offerEnds).toBeLessThanOrEqual(15 * MINUTE);
    expect(await waitlistOf(t, second)).toEqual([expect.objectContaining({ status: 'waiting', position: 1 })]);

    // The offer is a normal hold in B3, with what its checkout needs.
    const held = (await myBookings(t, first)).json<{ bookings: Record<string, unknown>[] }>().bookings;
    expect(held).toEqual([expect.objectContaining({ _id: offer!.bookingId, status: 'held', order: expect.any(Object), checkout: expect.any(Object) })]);

    expect(await offerMailsTo(t, first)).toHaveLength(1);
    expect(await offerMailsTo(t, second)).toHaveLength(0);
    const mail = mailTo(await t.outbox(), first.user.email);
    expect(mail.raw).toMatch(/^Subject: A place is free: Iron Temple, Tue, 11 Jun 2030 at 07:00 AM$/m);
    expect(mail.text).toContain(`Pay now: http://localhost:3000/payment/${offer!.bookingId}`);
    expect(mail.text).toContain('we are holding it for you until');

    // Somebody else cannot take the held place meanwhile.
    const outsider = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: slot.date, timeSlot: slot.timeSlot });
    expect(outsider.json()).toMatchObject({ message: 'This slot is full' });

    expect((await payOffer(first, offer!.bookingId!)).statusCode).toBe(200);
    expect(await waitlistOf(t, first)).toEqual([expect.objectContaining({ status: 'booked', position: 0 })]);

    const metrics = createAppMetrics();
    await sweep({ metrics });
    expect(await metricText(metrics)).toMatch(/^gymslot_waitlist_offers_total\{outcome="taken"\} 1$/m);
    expect(await waitlistOf(t, second)).toEqual([expect.objectContaining({ status: 'waiting', position: 1 })]);
  });

  it('passes an unpaid offer on to the next person when its hold runs out', async () => {
    const gym = await oneplaceGym('Pass On Gym');
    const { holder, holderBookingId, line } = await fullSlotWithLine(gym, '08:00 AM', 2);
    const [first, second] = line as [Booker, Booker];
    await cancel(t, holder, holderBookingId);
    const [offer] = await waitlistOf(t, first);

    const metrics = createAppMetrics();
    setClock(t, new Date(MONDAY_10_IST.getTime() + 14 * MINUTE));
    await sweep({ metrics });
    expect(await offerMailsTo(t, second)).toHaveLength(0);

    setClock(t, new Date(MONDAY_10_IST.getTime() + 16 * MINUTE));
    expect(await waitlistOf(t, first)).toEqual([expect.objectContaining({ status: 'expired', bookingId: offer!.bookingId })]);
    const round = await sweep({ metrics });
    expect(round).toMatchObject({ offersPassedOn: 1, offersMade: 1 });
    expect(await offerMailsTo(t, second)).toHaveLength(1);
    expect(await waitlistOf(t, second)).toEqual([expect.objectContaining({ status: 'offered' })]);
    expect(await metricText(metrics)).toMatch(/outcome="passed_on"\} 1$/m);
    expect(await metricText(metrics)).toMatch(/outcome="made"\} 1$/m);

    // The first person's payment arriving now is too late: the place is the second's.
    const late = await payOffer(first, offer!.bookingId!);
    expect(late.statusCode).not.toBe(200);
  });

  it('hands the place on at once when the person offered it leaves the line', async () => {
    const gym = await oneplaceGym('Leave Gym');
    const { holder, holderBookingId, line } = await fullSlotWithLine(gym, '09:00 AM', 2);
    const [first, second] = line as [Booker, Booker];
    await cancel(t, holder, holderBookingId);
    const [offer] = await waitlistOf(t, first);

    expect((await leaveWaitlist(t, first, offer!._id)).statusCode).toBe(200);
    expect(await waitlistOf(t, second)).toEqual([expect.objectContaining({ status: 'offered' })]);
    expect(await offerMailsTo(t, second)).toHaveLength(1);
    // The hold they let go is gone from their bookings.
    expect((await myBookings(t, first)).json<{ bookings: unknown[] }>().bookings).toEqual([]);
  });

  it('offers a place freed by a hold running out, or by more capacity, at the next sweep', async () => {
    const gym = await oneplaceGym('Sweep Gym');
    setClock(t, MONDAY_10_IST);
    const slot = { gymId: gym.id, date: TUESDAY, timeSlot: '10:00 AM' };
    const holder = await quickBooker(t);
    expect((await initiate(t, holder, { gymId: gym.id, bookingDate: slot.date, timeSlot: slot.timeSlot })).statusCode).toBe(200);
    const [first, second] = [await quickBooker(t), await quickBooker(t)];
    expect((await joinWaitlist(t, first, slot)).statusCode).toBe(201);
    expect((await joinWaitlist(t, second, slot)).statusCode).toBe(201);

    setClock(t, new Date(MONDAY_10_IST.getTime() + 16 * MINUTE));
    expect(await sweep()).toMatchObject({ offersMade: 1 });
    expect(await waitlistOf(t, first)).toEqual([expect.objectContaining({ status: 'offered' })]);

    await t.database.db.update(gyms).set({ capacity: 2 }).where(eq(gyms.id, gym.id));
    expect(await sweep()).toMatchObject({ offersMade: 1 });
    expect(await waitlistOf(t, second)).toEqual([expect.objectContaining({ status: 'offered' })]);
    expect(await sweep()).toMatchObject({ offersMade: 0 });
  });

  it('offers the place a booking moved away from', async () => {
    const gym = await oneplaceGym('Move Gym');
    const { holder, holderBookingId, line } = await fullSlotWithLine(gym, '11:00 AM', 1);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${holderBookingId}/reschedule`,
      headers: holder.headers,
      payload: { bookingDate: TUESDAY, timeSlot: '12:00 PM' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await waitlistOf(t, line[0]!)).toEqual([expect.objectContaining({ status: 'offered' })]);
  });

  it('gives a place that freed between sweeps to the line before anyone can book it directly', async () => {
    const gym = await oneplaceGym('Line First Gym');
    setClock(t, MONDAY_10_IST);
    const slot = { gymId: gym.id, date: WEDNESDAY, timeSlot: '07:00 AM' };
    const body = { gymId: gym.id, bookingDate: slot.date, timeSlot: slot.timeSlot };
    expect((await initiate(t, await quickBooker(t), body)).statusCode).toBe(200);
    const [first, second] = [await quickBooker(t), await quickBooker(t)];
    await joinWaitlist(t, first, slot);
    await joinWaitlist(t, second, slot);

    // The hold runs out; before any sweep, someone who never waited, and the second in line, try to book.
    setClock(t, new Date(MONDAY_10_IST.getTime() + 16 * MINUTE));
    const outsider = await initiate(t, await quickBooker(t), body);
    expect(outsider.json()).toMatchObject({ message: 'This slot is full' });
    expect((await initiate(t, second, body)).json()).toMatchObject({ message: 'This slot is full' });
    expect(await waitlistOf(t, first)).toEqual([expect.objectContaining({ status: 'offered' })]);
    expect(await offerMailsTo(t, first)).toHaveLength(1);

    // The first in line trying to book directly is led to the place held for them.
    const own = await initiate(t, first, body);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: 'You already have this slot', booking: { status: 'held' } });
  });

  it('makes no offers once the slot has started', async () => {
    const gym = await oneplaceGym('Started Gym');
    const { slot, line } = await fullSlotWithLine(gym, '08:00 AM', 1, WEDNESDAY);
    setClock(t, new Date(`${WEDNESDAY}T02:31:00Z`));
    await t.database.db.update(gyms).set({ capacity: 2 }).where(eq(gyms.id, slot.gymId));
    await sweep();
    expect(await offerMailsTo(t, line[0]!)).toHaveLength(0);
    expect(await waitlistOf(t, line[0]!)).toEqual([]);
  });

  it('makes each offer once when two processes sweep the same freed places at the same moment', async () => {
    const { gym } = await bookableGym(t.database.db, { name: 'Race Gym', capacity: 3 });
    setClock(t, MONDAY_10_IST);
    const slot = { gymId: gym.id, date: WEDNESDAY, timeSlot: '06:00 PM' };
    for (let i = 0; i < 3; i += 1) {
      const started = await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: slot.date, timeSlot: slot.timeSlot });
      expect(started.statusCode).toBe(200);
    }
    const line: Booker[] = [];
    for (let i = 0; i < 5; i += 1) {
      const person = await quickBooker(t);
      expect((await joinWaitlist(t, person, slot)).statusCode).toBe(201);
      line.push(person);
    }

    // All three holds run out: three places for the first three of five in line.
    setClock(t, new Date(MONDAY_10_IST.getTime() + 16 * MINUTE));
    const sibling: DatabaseHandle | undefined = t.database.url ? await openDatabase({ databaseUrl: t.database.url, maxConnections: 4 }) : undefined;
    try {
      await Promise.all([sweep(), sweep({ database: sibling ?? t.database })]);
    } finally {
      await sibling?.close();
    }
    const statuses = [];
    for (const person of line) {
      const [entry] = await waitlistOf(t, person);
      statuses.push({ status: entry?.status, mails: (await offerMailsTo(t, person)).length });
    }
    expect(statuses).toEqual([
      { status: 'offered', mails: 1 },
      { status: 'offered', mails: 1 },
      { status: 'offered', mails: 1 },
      { status: 'waiting', mails: 0 },
      { status: 'waiting', mails: 0 },
    ]);
    expect(errors).toEqual([]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'offers each place freed in two server processes at the same moment to a different person, once',
    async () => {
      const { gym } = await bookableGym(t.database.db, { name: 'Two Process Gym', capacity: 2 });
      setClock(t, MONDAY_10_IST);
      const slot = { gymId: gym.id, date: WEDNESDAY, timeSlot: '08:00 PM' };
      const holders: { booker: Booker; bookingId: string }[] = [];
      for (let i = 0; i < 2; i += 1) {
        const booker = await quickBooker(t);
        holders.push({ booker, ...(await bookAndPay(t, booker, slot)) });
      }
      const line: Booker[] = [];
      for (let i = 0; i < 3; i += 1) {
        const person = await quickBooker(t);
        expect((await joinWaitlist(t, person, slot)).statusCode).toBe(201);
        line.push(person);
      }

      const sibling = await createSiblingApp(t);
      try {
        const [first, second] = holders as [(typeof holders)[0], (typeof holders)[0]];
        const cancels = await Promise.all([
          t.app.inject({ method: 'DELETE', url: `/api/bookings/${first.bookingId}`, headers: first.booker.headers }),
          sibling.app.inject({ method: 'DELETE', url: `/api/bookings/${second.bookingId}`, headers: second.booker.headers }),
        ]);
        expect(cancels.map((reply) => reply.statusCode)).toEqual([200, 200]);
      } finally {
        await sibling.close();
      }
      const outcome = [];
      for (const person of line) outcome.push({ status: (await waitlistOf(t, person))[0]?.status, mails: (await offerMailsTo(t, person)).length });
      expect(outcome).toEqual([
        { status: 'offered', mails: 1 },
        { status: 'offered', mails: 1 },
        { status: 'waiting', mails: 0 },
      ]);
    },
  );
});
