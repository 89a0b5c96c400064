import { addDays } from '@gymslot/shared/ist-time';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, cancel, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { composeServices, testAppDeps } from '../../../test/composed-services.js';
import { useTestApp } from '../../../test/test-app.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { invoices } from '../../db/schema/invoices.js';
import type { Clock } from '../../lib/clock.js';
import { MAINTENANCE_INTERVAL_MS } from '../maintenance/maintenance-loop.js';

const t = useTestApp();
let booker: Booker;
const HOUR = 3_600_000;

/** One maintenance round, `ticksLater` intervals after the test clock's instant. */
function tick(ticksLater = 0): Promise<boolean> {
  const instant = new Date(t.clock.now().getTime() + ticksLater * MAINTENANCE_INTERVAL_MS);
  const clock: Clock = { now: () => instant };
  return composeServices(testAppDeps(t, { clock })).maintenance.runTick(MAINTENANCE_INTERVAL_MS, `process-${ticksLater}`);
}

async function paidHoursAgo(gym: GymRow, hours: number, timeSlot: string): Promise<string> {
  const paidAt = new Date(t.clock.now().getTime() - hours * HOUR);
  return (await insertBookingRow(t.database.db, gym, booker.user.id, { status: 'confirmed', date: addDays(MONDAY, 2), timeSlot, paidAt })).id;
}

const documentsOf = (gymId: string) => t.database.db.select().from(invoices).where(eq(invoices.gymId, gymId));

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  booker = await quickBooker(t);
});

describe('the maintenance round issues GST documents (§8.7)', () => {
  it('invoices each payment of the last two days in the order it was paid, once, and leaves older ones to their download', async () => {
    const { gym } = await bookableGym(t.database.db, { gstin: '29AAPFU0939F1ZV' });
    // Written out of order: the numbers follow the payments, not the rows.
    const second = await paidHoursAgo(gym, 3, '07:00 AM');
    const first = await paidHoursAgo(gym, 5, '08:00 AM');
    const third = await paidHoursAgo(gym, 1, '09:00 AM');
    const old = await paidHoursAgo(gym, 72, '10:00 AM');

    expect(await tick()).toBe(true);
    const issued = new Map((await documentsOf(gym.id)).map((row) => [row.bookingId, row.sequence]));
    expect(Object.fromEntries(issued)).toEqual({ [first]: 1, [second]: 2, [third]: 3 });

    // The next round finds nothing left to do.
    expect(await tick(1)).toBe(true);
    expect(await documentsOf(gym.id)).toHaveLength(3);

    // A payment older than the window still gets its invoice, the next number, when it is downloaded.
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${old}/invoice`, headers: booker.headers });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/-I3031-00004\.pdf"$/);
  });

  it('writes a credit note for a refund, with the invoice it reverses', async () => {
    const { gym } = await bookableGym(t.database.db, { gstin: '27AAPFU0939F1ZV' });
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: addDays(MONDAY, 3), timeSlot: '07:00 AM' });
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);

    expect(await tick(2)).toBe(true);
    const documents = await documentsOf(gym.id);
    expect(documents.map((row) => [row.kind, row.sequence]).sort()).toEqual([
      ['credit_note', 1],
      ['invoice', 1],
    ]);
    const invoice = documents.find((row) => row.kind === 'invoice');
    expect(documents.find((row) => row.kind === 'credit_note')?.originalInvoiceId).toBe(invoice?.id);
  });
});
