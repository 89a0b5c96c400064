import { addDays } from '@gymslot/shared/ist-time';
import { slotStart } from '@gymslot/shared/slot-derivation';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, bookableGym, cancel, MONDAY, MONDAY_10_IST, quickBooker, setClock } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { useTestApp } from '../../../test/test-app.js';
import { openDatabase } from '../../db/client.js';
import { createUser } from '../../db/factories.js';
import { rowsOf } from '../../db/rows.js';
import { bookings, type BookingStatusValue } from '../../db/schema/bookings.js';
import { gyms } from '../../db/schema/gyms.js';
import { slotCountsOfOwner, sumSlots } from './insights.repository.js';

// An owner's insights read totals kept by triggers on bookings and gyms (migration 0031, decision
// 074). Whatever the writes, they must equal a count made afresh from the bookings, and the owner's
// figures (no-shows, which depend on the clock, included) what that fresh count would give.
const t = useTestApp();

const DATES = [addDays(MONDAY, -1), MONDAY, addDays(MONDAY, 1)];
const SLOTS = ['07:00 AM', '10:00 AM', '06:00 PM'];

/** The slot counts per owner made from the bookings themselves, as the per-gym insights count them. */
const recounted = sql`
  select g.owner_id, b.date, b.starts_at,
         (count(*) filter (where b.status = 'confirmed'))::int as booked,
         (coalesce(sum(b.amount_paise) filter (where b.status = 'confirmed'), 0))::bigint as kept,
         (count(*) filter (where b.status = 'confirmed' and b.is_verified))::int as checked_in,
         (count(*) filter (where b.status in ('cancelled', 'refunded')))::int as refunded
  from bookings as b join gyms as g on g.id = b.gym_id
  where b.status = 'refunded' or b.paid_at is not null
  group by g.owner_id, b.date, b.starts_at`;

async function expectTotalsRecounted(): Promise<void> {
  const { db } = t.database;
  const kept = await db.execute(sql`
    select owner_id, to_char(date, 'YYYY-MM-DD') as date, starts_at::text, booked, kept_paise::text as kept, checked_in, refunded
    from insights_owner_slots order by 1, 2, 3`);
  const fresh = await db.execute(sql`
    select owner_id, to_char(date, 'YYYY-MM-DD') as date, starts_at::text, booked, kept::text, checked_in, refunded
    from (${recounted}) as counts where (booked, kept, checked_in, refunded) <> (0, 0, 0, 0) order by 1, 2, 3`);
  expect(rowsOf(kept)).toEqual(rowsOf(fresh));
}

/** The owner's days and hours from the kept totals and from the fresh count, in one order. */
async function ownerFigures(ownerId: string, now: Date) {
  const { db } = t.database;
  const [from, to] = [DATES[0] ?? MONDAY, DATES.at(-1) ?? MONDAY];
  const fresh = sql`select date, starts_at, booked, kept, checked_in, refunded from (${recounted}) as counts
                    where owner_id = ${ownerId} and date between ${from} and ${to}`;
  const sorted = ({ days, hours }: Awaited<ReturnType<typeof sumSlots>>) => ({
    days: [...days].sort((a, b) => a.date.localeCompare(b.date)),
    hours: [...hours].sort((a, b) => a.isoDay - b.isoDay || a.hour - b.hour),
  });
  return {
    kept: sorted(await sumSlots(db, slotCountsOfOwner(ownerId, from, to), now)),
    fresh: sorted(await sumSlots(db, fresh, now)),
  };
}

/** Two owners; the first has two gyms at different prices. */
let owners: string[];
let gymIds: string[];

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const { db } = t.database;
  const first = await bookableGym(db);
  const second = await bookableGym(db);
  const third = await bookableGym(db, { ownerId: first.gym.ownerId, pricePerHourPaise: 70_000 });
  owners = [first.gym.ownerId, second.gym.ownerId];
  gymIds = [first.gym.id, second.gym.id, third.gym.id];
});

/** One write of the kinds the booking flows, the desk, refunds and an operator make. */
type Write =
  | { kind: 'insert'; gym: number; date: number; slot: number; status: 'held' | 'confirmed' | 'refunded' | 'expired'; verified: boolean }
  | { kind: 'pay' | 'check-in' | 'cancel' | 'refund' | 'expire' | 'delete' | 'reminded'; pick: number }
  | { kind: 'reschedule'; pick: number; date: number; slot: number }
  | { kind: 'cancel-slot'; gym: number; date: number }
  | { kind: 'change-owner'; gym: number; owner: number };

const index = (length: number) => fc.nat({ max: length - 1 });
const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    gym: index(3),
    date: index(DATES.length),
    slot: index(SLOTS.length),
    status: fc.constantFrom('held' as const, 'confirmed' as const, 'refunded' as const, 'expired' as const),
    verified: fc.boolean(),
  }),
  fc.record({ kind: fc.constantFrom('pay' as const, 'check-in' as const, 'cancel' as const, 'refund' as const, 'expire' as const, 'delete' as const, 'reminded' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reschedule' as const), pick: fc.nat(), date: index(DATES.length), slot: index(SLOTS.length) }),
  fc.record({ kind: fc.constant('cancel-slot' as const), gym: index(3), date: index(DATES.length) }),
  fc.record({ kind: fc.constant('change-owner' as const), gym: index(3), owner: index(2) }),
);

const at = <T,>(list: readonly T[], position: number): T => {
  const item = list[position % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
};

/** The booking a write acts on: one of those in the statuses it applies to, or none. */
async function pickBooking(pick: number, statuses: BookingStatusValue[]): Promise<string | undefined> {
  const rows = await t.database.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.status, statuses)).orderBy(bookings.id);
  return rows.length === 0 ? undefined : at(rows, pick).id;
}

/** Door codes for payments, unique among an owner's open bookings (insertBookingRow counts up from 100,001). */
let lastOtp = 500_000;
const otp = () => (lastOtp += 1);

/** A booking row at one of the gyms, for a new person each time: no one holds two seats of one slot, however bookings move. */
async function bookAt(gym: number, booking: Parameters<typeof insertBookingRow>[3]) {
  const { db } = t.database;
  const [row] = await db.select().from(gyms).where(eq(gyms.id, at(gymIds, gym)));
  if (!row) throw new Error('no such gym');
  return insertBookingRow(db, row, (await createUser(db)).id, booking);
}

async function apply(write: Write): Promise<void> {
  const { db } = t.database;
  const now = t.clock.now();
  switch (write.kind) {
    case 'insert':
      await bookAt(write.gym, {
        status: write.status,
        date: at(DATES, write.date),
        timeSlot: at(SLOTS, write.slot),
        isVerified: write.status === 'confirmed' && write.verified,
        // Refunded because it was paid too late: perhaps never confirmed.
        ...(write.status === 'refunded' ? { paidAt: null } : {}),
      });
      return;
    case 'pay': {
      const id = await pickBooking(write.pick, ['held']);
      if (id) await db.update(bookings).set({ status: 'confirmed', paymentId: `pay_${id}_${otp()}`, otp: otp(), paidAt: now }).where(eq(bookings.id, id));
      return;
    }
    case 'check-in': {
      const id = await pickBooking(write.pick, ['confirmed']);
      if (id) await db.update(bookings).set({ isVerified: true, verifiedAt: now, checkInMethod: 'otp' }).where(eq(bookings.id, id));
      return;
    }
    case 'cancel': {
      const id = await pickBooking(write.pick, ['held', 'confirmed']);
      if (id) await db.update(bookings).set({ status: 'cancelled', cancelledAt: now }).where(eq(bookings.id, id));
      return;
    }
    case 'refund': {
      const id = await pickBooking(write.pick, ['confirmed', 'cancelled']);
      if (id) await db.update(bookings).set({ status: 'refunded' }).where(eq(bookings.id, id));
      return;
    }
    case 'expire': {
      const id = await pickBooking(write.pick, ['held']);
      if (id) await db.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, id));
      return;
    }
    case 'delete': {
      const id = await pickBooking(write.pick, ['held', 'confirmed', 'cancelled', 'refunded', 'expired']);
      if (id) await db.delete(bookings).where(eq(bookings.id, id));
      return;
    }
    case 'reminded': {
      const id = await pickBooking(write.pick, ['confirmed']);
      if (id) await db.update(bookings).set({ reminderSentAt: now }).where(eq(bookings.id, id));
      return;
    }
    case 'reschedule': {
      const id = await pickBooking(write.pick, ['held', 'confirmed']);
      const date = at(DATES, write.date);
      const timeSlot = at(SLOTS, write.slot);
      if (id) await db.update(bookings).set({ date, timeSlot, startsAt: slotStart(date, timeSlot) ?? now, rescheduleCount: sql`${bookings.rescheduleCount} + 1` }).where(eq(bookings.id, id));
      return;
    }
    case 'cancel-slot':
      // A closure cancels a whole day of a gym's paid bookings in one statement.
      await db.update(bookings).set({ status: 'cancelled', cancelledAt: now }).where(sql`${bookings.gymId} = ${at(gymIds, write.gym)} and ${bookings.date} = ${at(DATES, write.date)} and ${bookings.status} = 'confirmed'`);
      return;
    case 'change-owner':
      await db.update(gyms).set({ ownerId: at(owners, write.owner) }).where(eq(gyms.id, at(gymIds, write.gym)));
      return;
  }
}

describe('the insights totals kept per owner and slot', () => {
  it('equal a fresh count from the bookings after any mix of writes, and give the owner the same figures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const write of writes) await apply(write);
        await expectTotalsRecounted();
        // Before the day's first slot, during today's 10 AM one, and after the last: no-shows move with the clock.
        for (const now of [new Date(`${DATES[0]}T00:00:00Z`), MONDAY_10_IST, new Date(`${DATES[2]}T23:00:00Z`)]) {
          for (const owner of owners) {
            const { kept, fresh } = await ownerFigures(owner, now);
            expect(kept).toEqual(fresh);
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('stay exact under concurrent payments, check-ins and a gym changing hands (PostgreSQL)', async () => {
    const holds = [];
    for (let i = 0; i < 24; i += 1) holds.push(await bookAt(i, { status: 'held', date: addDays(MONDAY, 3), timeSlot: '07:00 AM' }));
    // Ten connections of their own, as other server processes: each payment its own transaction.
    const others = await openDatabase({ databaseUrl: t.database.url ?? '', maxConnections: 10 });
    try {
      const paid = (id: string) =>
        others.db.transaction(async (tx) => {
          await tx.update(bookings).set({ status: 'confirmed', paymentId: `pay_${id}`, otp: otp(), paidAt: t.clock.now() }).where(eq(bookings.id, id));
          await tx.update(bookings).set({ isVerified: true }).where(eq(bookings.id, id));
        });
      // The first owner's second gym goes to the second owner while its bookings are being paid.
      const handOver = async () => {
        await others.db.update(gyms).set({ ownerId: at(owners, 1) }).where(eq(gyms.id, at(gymIds, 2)));
      };
      await Promise.all([...holds.slice(0, 12).map((hold) => paid(hold.id)), handOver(), ...holds.slice(12).map((hold) => paid(hold.id))]);
    } finally {
      await others.close();
    }
    await expectTotalsRecounted();
  });

  it('follow the booking screens: a booking paid, then cancelled and refunded by policy', async () => {
    const booker = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, booker, { gymId: at(gymIds, 0), date: addDays(MONDAY, 2), timeSlot: '06:00 PM' });
    await expectTotalsRecounted();
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
    await expectTotalsRecounted();
  });
});
