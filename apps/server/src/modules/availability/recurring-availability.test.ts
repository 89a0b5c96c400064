import { recurringReplySchema } from '@gymslot/shared/owner-availability-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';

let cast: Cast;
let gym: GymRow;

const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
  gym = await createGym(t.database.db, { ownerId: cast.owner.account.id });
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

function expectError(res: { statusCode: number; json: () => unknown }, status: number, message: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message, error: message });
}

describe('POST /api/recurring/set (R2) and GET /api/recurring/get/:gymId/:dayOfWeek (R1)', () => {
  const setBody = (overrides: Record<string, unknown> = {}) => ({
    gymId: gym.id,
    dayOfWeek: 'Wednesday',
    startTime: '6:00 am',
    endTime: '09:30 pm',
    ...overrides,
  });
  const setRecurring = (headers: Record<string, string>, payload: Record<string, unknown>) => post('/api/recurring/set', headers, payload);
  const getRecurring = (headers: Record<string, string>, day = 'Wednesday', gymId = gym.id) =>
    get(`/api/recurring/get/${gymId}/${day}`, headers);

  it('R2 is for the owner of that gym and admins, and answers exactly 200', async () => {
    await expectPermissionMatrix(t, cast, (headers) => setRecurring(headers, setBody()), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 200,
      admin: 200,
    });
  });

  it('R1 is for the owner of that gym and admins', async () => {
    await setRecurring(cast.owner.headers, setBody());
    await expectPermissionMatrix(t, cast, (headers) => getRecurring(headers), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 200,
      admin: 200,
    });
  });

  it('round-trips one flat entry per weekday, times normalised, replaced in place', async () => {
    const saved = await setRecurring(cast.owner.headers, setBody({ dayOfWeek: 'Friday' }));
    expect(saved.statusCode).toBe(200);
    const first = recurringReplySchema.parse(saved.json());
    expect(first).toEqual({
      success: true,
      _id: expect.any(String),
      gymId: gym.id,
      dayOfWeek: 'Friday',
      startTime: '06:00 AM',
      endTime: '09:30 PM',
    });
    const replaced = await setRecurring(cast.owner.headers, setBody({ dayOfWeek: 'Friday', startTime: '07:00 AM' }));
    expect(replaced.json()).toEqual({ ...first, startTime: '07:00 AM' });
    const read = await getRecurring(cast.owner.headers, 'Friday');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...first, startTime: '07:00 AM' });
  });

  it('answers a day with no entry with 404, which the screen reads as "none set"', async () => {
    expectError(await getRecurring(cast.owner.headers, 'Tuesday'), 404, 'No recurring availability found for this day');
  });

  it('answers bad input in the contract words', async () => {
    expectError(await getRecurring(cast.owner.headers, 'Funday'), 400, 'Invalid day of week');
    expectError(await getRecurring(cast.owner.headers, 'monday'), 400, 'Invalid day of week');
    const cases: [Record<string, unknown>, string][] = [
      [{ dayOfWeek: undefined }, 'Missing required fields'],
      [{ dayOfWeek: 'Someday' }, 'Invalid day of week'],
      [{ startTime: '25:00 AM' }, 'Invalid time format'],
      [{ startTime: '10:00 PM', endTime: '09:00 PM' }, 'Start time must be before end time'],
    ];
    for (const [overrides, message] of cases) expectError(await setRecurring(cast.owner.headers, setBody(overrides)), 400, message);
  });

  it('answers an unknown or malformed gym with 404', async () => {
    expectError(await setRecurring(cast.admin.headers, setBody({ gymId: 'nope' })), 404, 'Gym not found');
    expectError(await getRecurring(cast.admin.headers, 'Monday', 'abcdefabcdefabcdefabcdef'), 404, 'Gym not found');
  });
});
