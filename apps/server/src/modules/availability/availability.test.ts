import { eq } from 'drizzle-orm';
import { addDays, dayOfWeekOf, istDate } from '@gymslot/shared/ist-time';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gymMaker } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { dateAvailability, recurringAvailability } from '../../db/schema/availability.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { newId } from '../../lib/ids.js';

let gym: GymRow;
let inactiveGym: GymRow;
let unapprovedGym: GymRow;
let bareGym: GymRow;

/** Moves the test clock to an exact instant (the clock only knows how to advance). */
function setClock(instant: Date): void {
  t.clock.advance(instant.getTime() - t.clock.now().getTime());
}

async function addDate(gymId: string, date: string, availableSlots: string[]): Promise<void> {
  await t.database.db.insert(dateAvailability).values({ id: newId(), gymId, date, availableSlots });
}

async function addWeekly(gymId: string, dayOfWeek: string, startTime: string, endTime: string): Promise<void> {
  await t.database.db.insert(recurringAvailability).values({ id: newId(), gymId, dayOfWeek, startTime, endTime });
}

// 2030-06-10 is a Monday. 10:00 UTC is 15:30 IST the same day.
const MONDAY = '2030-06-10';

const t = useTestApp();
beforeAll(async () => {
  const make = await gymMaker(t.database.db);
  gym = await make.gym({ name: 'Slot Gym' });
  inactiveGym = await make.gym({ isActive: false });
  unapprovedGym = await make.gym({ isApproved: false });
  bareGym = await make.gym({ name: 'No Hours Gym' });
  await addDate(gym.id, addDays(MONDAY, -1), ['09:00 AM']);
  await addDate(gym.id, addDays(MONDAY, 2), []);
  await addDate(gym.id, MONDAY, ['06:00 PM', '07:00 PM']);
  await addDate(gym.id, addDays(MONDAY, 1), ['10:00 AM']);
  // Inserted out of order on purpose: the reply must still run Monday → Sunday.
  await addWeekly(gym.id, 'Sunday', '08:00 AM', '10:00 AM');
  await addWeekly(gym.id, 'Wednesday', '09:00 AM', '11:00 AM');
  await addWeekly(gym.id, 'Monday', '09:00 AM', '05:00 PM');
  await addWeekly(gym.id, 'Tuesday', '12:00 AM', '03:00 AM');
});

beforeEach(() => {
  setClock(new Date(`${MONDAY}T10:00:00Z`));
});

describe('GET /api/availability/user/:gymId/all (V1)', () => {
  it('lists date entries from today (IST) on, by date, and weekly entries Monday to Sunday', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/all` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      success: boolean;
      dateSpecific: { _id: string; gymId: string; date: string; availableSlots: string[] }[];
      recurring: { _id: string; gymId: string; dayOfWeek: string; startTime: string; endTime: string }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.dateSpecific.map((entry) => [entry.date, entry.availableSlots])).toEqual([
      [MONDAY, ['06:00 PM', '07:00 PM']],
      [addDays(MONDAY, 1), ['10:00 AM']],
      [addDays(MONDAY, 2), []],
    ]);
    expect(body.dateSpecific[0]).toEqual({ _id: expect.any(String), gymId: gym.id, date: MONDAY, availableSlots: ['06:00 PM', '07:00 PM'] });
    expect(body.recurring.map((entry) => entry.dayOfWeek)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Sunday']);
    expect(body.recurring[0]).toEqual({
      _id: expect.any(String),
      gymId: gym.id,
      dayOfWeek: 'Monday',
      startTime: '09:00 AM',
      endTime: '05:00 PM',
    });
  });

  it('drops a date once it is past in IST, even while it is still that date in UTC', async () => {
    // 19:00 UTC on Monday is 00:30 IST on Tuesday.
    setClock(new Date(`${MONDAY}T19:00:00Z`));
    expect(istDate(t.clock.now())).toBe(addDays(MONDAY, 1));
    const body = (await t.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/all` })).json<{
      dateSpecific: { date: string }[];
    }>();
    expect(body.dateSpecific.map((entry) => entry.date)).toEqual([addDays(MONDAY, 1), addDays(MONDAY, 2)]);
  });

  it('gives two empty lists for a gym with no hours', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${bareGym.id}/all` });
    expect(res.json()).toEqual({ success: true, dateSpecific: [], recurring: [] });
  });

  it('answers a malformed, unknown, inactive or unapproved gym with 404 Gym not found', async () => {
    for (const id of ['nope', 'abcdefabcdefabcdefabcdef', inactiveGym.id, unapprovedGym.id]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/availability/user/${id}/all` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Gym not found', error: 'Gym not found', code: 'gymNotFound' });
    }
  });
});

describe('GET /api/availability/user/:gymId/slots', () => {
  async function slots(date: string, gymId = gym.id) {
    return t.app.inject({ method: 'GET', url: `/api/availability/user/${gymId}/slots?date=${date}` });
  }

  it('takes the date entry over the weekly hours, and leaves out slots that have started', async () => {
    // 15:30 IST: the Monday entry's 06:00 PM and 07:00 PM are still ahead.
    expect((await slots(MONDAY)).json()).toEqual({
      success: true,
      date: MONDAY,
      slots: ['06:00 PM', '07:00 PM'],
      slotDetails: [
        // With no price bands (§8.7) each slot costs the gym's own price.
        { time: '06:00 PM', remaining: gym.capacity, full: false, pricePerHour: gym.pricePerHourPaise / 100 },
        { time: '07:00 PM', remaining: gym.capacity, full: false, pricePerHour: gym.pricePerHourPaise / 100 },
      ],
    });
    setClock(new Date(`${MONDAY}T12:45:00Z`));
    expect((await slots(MONDAY)).json<{ slots: string[] }>().slots).toEqual(['07:00 PM']);
  });

  it('derives hourly slots from the weekly hours when the date has no entry', async () => {
    const nextMonday = addDays(MONDAY, 7);
    expect(dayOfWeekOf(nextMonday)).toBe('Monday');
    expect((await slots(nextMonday)).json<{ slots: string[] }>().slots).toEqual([
      '09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '01:00 PM', '02:00 PM', '03:00 PM', '04:00 PM',
    ]);
  });

  it('gives no slots on a closed date, a day with no hours, or a past date', async () => {
    expect((await slots(addDays(MONDAY, 2))).json<{ slots: string[] }>().slots).toEqual([]);
    expect((await slots(addDays(MONDAY, 4))).json<{ slots: string[] }>().slots).toEqual([]);
    expect((await slots(addDays(MONDAY, -1))).json<{ slots: string[] }>().slots).toEqual([]);
  });

  it('judges "today" and "started" in IST at the day edge: 19:00 UTC is 00:30 IST the next day', async () => {
    setClock(new Date(`${MONDAY}T19:00:00Z`));
    const tuesday = addDays(MONDAY, 7 + 1);
    // A Tuesday with no date entry, one week on: all three night slots are ahead.
    expect((await slots(tuesday)).json<{ slots: string[] }>().slots).toEqual(['12:00 AM', '01:00 AM', '02:00 AM']);
    // Tomorrow in UTC terms is today in IST, so its date entry's 10:00 AM is still ahead.
    expect((await slots(addDays(MONDAY, 1))).json<{ slots: string[] }>().slots).toEqual(['10:00 AM']);
    // Monday is still "today" in UTC but already past in IST.
    expect((await slots(MONDAY)).json<{ slots: string[] }>().slots).toEqual([]);
  });

  it('drops the 12:00 AM slot of today once it is 00:30 IST', async () => {
    const firstTuesdayWithoutEntry = addDays(MONDAY, 8);
    setClock(new Date(`${addDays(firstTuesdayWithoutEntry, -1)}T19:00:00Z`));
    expect(istDate(t.clock.now())).toBe(firstTuesdayWithoutEntry);
    expect((await slots(firstTuesdayWithoutEntry)).json<{ slots: string[] }>().slots).toEqual(['01:00 AM', '02:00 AM']);
  });

  it.each(['2030-02-30', '10-06-2030', 'tomorrow', ''])('answers date %j with 400 Invalid date format', async (date) => {
    const res = await slots(date);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid date format', error: 'Invalid date format' });
  });

  it('answers a missing date with 400 and a hidden or unknown gym with 404', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/availability/user/${gym.id}/slots` });
    expect(missing.statusCode).toBe(400);
    for (const id of ['xyz', inactiveGym.id, unapprovedGym.id]) {
      const res = await slots(MONDAY, id);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Gym not found');
    }
  });
});

describe('hasOpeningHours on the public gym', () => {
  const hasOpeningHours = async (gymId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}` })).json<{ gym: { hasOpeningHours?: boolean } }>().gym.hasOpeningHours;

  it('is true with weekly hours and false for a gym with none', async () => {
    expect(await hasOpeningHours(gym.id)).toBe(true);
    expect(await hasOpeningHours(bareGym.id)).toBe(false);
  });

  it('follows the gym’s availability on the next request: a closed date is not hours, a date with slots is', async () => {
    const lateGym = await (await gymMaker(t.database.db)).gym({ name: 'Late Opener' });
    await addDate(lateGym.id, MONDAY, []);
    expect(await hasOpeningHours(lateGym.id)).toBe(false);

    await t.database.db.update(dateAvailability).set({ availableSlots: ['07:00 AM'] }).where(eq(dateAvailability.gymId, lateGym.id));
    expect(await hasOpeningHours(lateGym.id)).toBe(true);

    await t.database.db.delete(dateAvailability).where(eq(dateAvailability.gymId, lateGym.id));
    await addWeekly(lateGym.id, 'Friday', '06:00 AM', '08:00 AM');
    expect(await hasOpeningHours(lateGym.id)).toBe(true);
    await t.database.db.delete(recurringAvailability).where(eq(recurringAvailability.gymId, lateGym.id));
    expect(await hasOpeningHours(lateGym.id)).toBe(false);
  });

  it('is in listings too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gyms/all-public' });
    const listed = res.json<{ data: { _id: string; hasOpeningHours?: boolean }[] }>().data;
    expect(listed.find((entry) => entry._id === bareGym.id)?.hasOpeningHours).toBe(false);
    expect(listed.find((entry) => entry._id === gym.id)?.hasOpeningHours).toBe(true);
  });
});
