import { BOOKING_HOLD_MINUTES } from '@gymslot/shared/booking-schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings.js';
import { rowsOf } from '../../src/db/rows.js';
import { sweepExpiredHolds } from '../../src/modules/bookings/booking-maintenance.js';
import { bookableGym } from '../booking-helpers.js';
import { PROCESS_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../process-harness.js';
import { daysFromToday, httpBookers, postAs, takenPlaces, type HttpBooker } from '../process-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

// The server is killed outright (no shutdown hooks run) while bookings and payments are in flight.
// Whatever it was in the middle of, PostgreSQL's transactions must leave nothing half done.

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const CAPACITY = 3;
const TIMES = ['07:00 AM', '08:00 AM', '09:00 AM', '10:00 AM'];
const DAYS_AHEAD = [2, 3, 5];
// Well short of the 36 places on offer, so the kill lands while most of the stream is still to come.
const KILL_AFTER_CONFIRMS = 8;

let database: TestDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  server = await startServerProcess({ DATABASE_URL: database.url ?? '' });
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.close();
});

/** One person trying each slot in turn: hold, pay in the sandbox, confirm; stops when the server is gone. */
async function bookingStream(baseUrl: string, booker: HttpBooker, slots: { gymId: string; bookingDate: string; timeSlot: string }[], onConfirmed: (id: string) => void) {
  for (const slot of slots) {
    const held = await postAs(baseUrl, booker, '/api/bookings/initiate', slot);
    if (held.status === 0) return;
    if (held.status !== 200) continue;
    const bookingId = String(held.body.bookingId);
    const paid = await postAs(baseUrl, booker, '/api/payments/sandbox/pay', { bookingId, outcome: 'success' });
    if (paid.status !== 200) return;
    const confirmed = await postAs(baseUrl, booker, '/api/bookings/confirm', { ...(paid.body.payment as object), bookingId });
    if (confirmed.status === 0) return;
    if (confirmed.status === 200) onConfirmed(bookingId);
  }
}

describe.skipIf(!enabled)('SIGKILL during a stream of bookings and payments (PostgreSQL)', () => {
  it('loses no confirmed booking, oversells no slot and leaves no payment without its booking', async () => {
    const running = server as ServerProcess;
    const { gym } = await bookableGym(database.db, { capacity: CAPACITY });
    const slots = DAYS_AHEAD.flatMap((days) => TIMES.map((timeSlot) => ({ gymId: gym.id, bookingDate: daysFromToday(days), timeSlot })));
    const bookers = await httpBookers(database.db, 20, running.baseUrl);

    const confirmedBeforeKill: string[] = [];
    let killed: Promise<number | null> | undefined;
    const onConfirmed = (id: string) => {
      if (killed) return;
      confirmedBeforeKill.push(id);
      if (confirmedBeforeKill.length >= KILL_AFTER_CONFIRMS) killed = running.stop('SIGKILL');
    };
    // Each person starts at a different slot, so every slot sees contention.
    await Promise.all(
      bookers.map((booker, i) => {
        const first = i % slots.length;
        return bookingStream(running.baseUrl, booker, [...slots.slice(first), ...slots.slice(0, first)], onConfirmed);
      }),
    );
    expect(killed, 'the stream ended before the kill').toBeDefined();
    expect(await killed).toBeNull();

    await running.restart();

    const confirmedNow = await database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(inArray(bookings.id, confirmedBeforeKill), eq(bookings.status, 'confirmed')));
    expect(confirmedNow).toHaveLength(confirmedBeforeKill.length);
    const allConfirmed = await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.status, 'confirmed'));
    expect(allConfirmed.length, 'the kill came after the stream was over').toBeLessThan(slots.length * CAPACITY);
    for (const slot of slots) {
      expect(await takenPlaces(database.db, gym.id, slot.bookingDate, slot.timeSlot)).toBeLessThanOrEqual(CAPACITY);
    }

    // A payment row is written in the same transaction as its booking's change, so none is orphaned
    // and a captured payment always sits on a confirmed booking.
    const payments = rowsOf<{ payment: string; booking: string | null }>(
      await database.db.execute(sql`select p.status as payment, b.status as booking from payments p left join bookings b on b.id = p.booking_id`),
    );
    expect(payments.length).toBeGreaterThanOrEqual(confirmedBeforeKill.length);
    for (const row of payments) {
      expect(row.booking).not.toBeNull();
      if (row.payment === 'captured') expect(row.booking).toBe('confirmed');
    }
  }, PROCESS_TIMEOUT_MS);

  it('lets holds left by the crash run out on time', async () => {
    const holds = await database.db.select().from(bookings).where(eq(bookings.status, 'held'));
    for (const hold of holds) {
      expect(hold.holdExpiresAt?.getTime()).toBeLessThanOrEqual(hold.createdAt.getTime() + BOOKING_HOLD_MINUTES * 60_000);
    }
    const later = { now: () => new Date(Date.now() + (BOOKING_HOLD_MINUTES + 1) * 60_000) };
    expect(await sweepExpiredHolds({ database, clock: later })).toBe(holds.length);
    expect(await database.db.select().from(bookings).where(eq(bookings.status, 'held'))).toHaveLength(0);
  });

  it('gives the places of lapsed holds back to new bookers after the restart', async () => {
    const baseUrl = (server as ServerProcess).baseUrl;
    const { gym } = await bookableGym(database.db, { capacity: CAPACITY });
    const slot = { gymId: gym.id, bookingDate: daysFromToday(4), timeSlot: '06:00 PM' };
    const bookers = await httpBookers(database.db, CAPACITY + 1, baseUrl);
    const late = bookers[CAPACITY] as HttpBooker;
    for (const booker of bookers.slice(0, CAPACITY)) expect((await postAs(baseUrl, booker, '/api/bookings/initiate', slot)).status).toBe(200);
    expect((await postAs(baseUrl, late, '/api/bookings/initiate', slot)).status).toBe(409);

    // A real process's clock cannot be moved, so the holds are made to have run out instead.
    await database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(bookings.gymId, gym.id), eq(bookings.status, 'held')));
    expect((await postAs(baseUrl, late, '/api/bookings/initiate', slot)).status).toBe(200);
  });
});
