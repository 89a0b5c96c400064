import { priceBandsReplySchema } from '@gymslot/shared/price-band-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { errorEnvelope } from '../../../test/error-envelope.js';
import { useTestApp } from '../../../test/test-app.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';
import * as priceBandsRepository from './price-bands.repository.js';

let cast: Cast;
const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
});

const ownGym = (overrides: Partial<GymRow> = {}) => createGym(t.database.db, { ownerId: cast.owner.account.id, pricePerHourPaise: 20_000, ...overrides });

function putBands(gymId: string, headers: Record<string, string>, body: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/gyms/${gymId}/price-bands`, headers, payload: body as object });
}

function getBands(gymId: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/gyms/${gymId}/price-bands`, headers });
}

function expectRefusal(res: { statusCode: number; json: () => unknown }, status: number, message: string, errors?: string[]): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(errorEnvelope(message, errors));
}

const morning = { dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '09:00 AM', pricePerHour: 149 };

describe('/api/gyms/:id/price-bands (§8.7): who may call it', () => {
  it("PUT and GET are for the gym's owner and admins; another owner and a user are refused, logged out is 401", async () => {
    const gym = await ownGym();
    const expected = { loggedOut: 401, user: 403, otherOwner: 403, owner: 200, admin: 200 };
    await expectPermissionMatrix(t, cast, (headers) => putBands(gym.id, headers, { bands: [morning] }), expected);
    await expectPermissionMatrix(t, cast, (headers) => getBands(gym.id, headers), expected);
  });

  it("refuses another owner's gym before reading the body, and changes nothing", async () => {
    const gym = await ownGym();
    await putBands(gym.id, cast.owner.headers, { bands: [morning] });
    for (const body of [{ bands: [] }, { bands: 'nonsense' }, [1]]) {
      expectRefusal(await putBands(gym.id, cast.otherOwner.headers, body), 403, 'You do not have permission to do this.');
    }
    expect(await priceBandsRepository.findByGymId(t.database.db, gym.id)).toHaveLength(1);
  });

  it('answers 404 for a malformed or unknown gym id', async () => {
    for (const id of ['not-an-id', 'f'.repeat(24)]) {
      expectRefusal(await putBands(id, cast.owner.headers, { bands: [] }), 404, 'Gym not found');
      expectRefusal(await getBands(id, cast.admin.headers), 404, 'Gym not found');
    }
  });
});

describe('/api/gyms/:id/price-bands (§8.7): the set', () => {
  it('replaces the whole set, in paise, answers Monday to Sunday with times as the contract writes them, and [] clears it', async () => {
    const gym = await ownGym();
    await putBands(gym.id, cast.owner.headers, { bands: [morning, { ...morning, dayOfWeek: 'Friday' }] });
    const res = await putBands(gym.id, cast.owner.headers, {
      bands: [
        { dayOfWeek: 'Sunday', startTime: '10:00 pm', endTime: '12:00 AM', pricePerHour: '99.5' },
        { dayOfWeek: 'Tuesday', startTime: ' 6:00 pm ', endTime: '09:00 PM', pricePerHour: 299, note: 'dropped' },
        { dayOfWeek: 'Tuesday', startTime: '01:00 PM', endTime: '04:00 PM', pricePerHour: 150 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(priceBandsReplySchema.parse(res.json())).toEqual({
      success: true,
      gymId: gym.id,
      gymName: gym.name,
      pricePerHour: 200,
      bands: [
        { dayOfWeek: 'Tuesday', startTime: '01:00 PM', endTime: '04:00 PM', pricePerHour: 150 },
        { dayOfWeek: 'Tuesday', startTime: '06:00 PM', endTime: '09:00 PM', pricePerHour: 299 },
        { dayOfWeek: 'Sunday', startTime: '10:00 PM', endTime: '12:00 AM', pricePerHour: 99.5 },
      ],
    });
    const rows = await priceBandsRepository.findByGymId(t.database.db, gym.id);
    expect(rows.map((row) => [row.dayOfWeek, row.startHour, row.endHour, row.pricePerHourPaise])).toEqual([
      ['Tuesday', 13, 16, 15_000],
      ['Tuesday', 18, 21, 29_900],
      ['Sunday', 22, 24, 9_950],
    ]);
    expect((await getBands(gym.id, cast.admin.headers)).json()).toEqual(res.json());

    const cleared = await putBands(gym.id, cast.owner.headers, { bands: [] });
    expect(cleared.json()).toEqual({ success: true, gymId: gym.id, gymName: gym.name, pricePerHour: 200, bands: [] });
  });

  it('replaces the set atomically: PUTs sent at once each land whole, one after the other, never mixed', async () => {
    const gym = await ownGym();
    // Set n: 06–08 AM at ₹(100 + n), then from (7 + n) AM to noon at ₹(200 + n).
    const sets = ['08:00 AM', '09:00 AM', '10:00 AM', '11:00 AM'].map((secondStart, index) => [
      { dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '08:00 AM', pricePerHour: 101 + index },
      { dayOfWeek: 'Monday', startTime: secondStart, endTime: '12:00 PM', pricePerHour: 201 + index },
    ]);
    const replies = await Promise.all(sets.map((bands) => putBands(gym.id, cast.owner.headers, { bands })));
    expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await priceBandsRepository.findByGymId(t.database.db, gym.id);
    expect(rows).toHaveLength(2);
    const n = (rows[0]?.pricePerHourPaise ?? 0) / 100 - 100;
    expect(rows.map((row) => [row.startHour, row.pricePerHourPaise])).toEqual([
      [6, (100 + n) * 100],
      [n + 7, (200 + n) * 100],
    ]);
  });

  it('lists every problem at once, each on its band, as G12 does, and keeps the old set', async () => {
    const gym = await ownGym();
    await putBands(gym.id, cast.owner.headers, { bands: [morning] });
    const res = await putBands(gym.id, cast.owner.headers, {
      bands: [
        { dayOfWeek: 'Funday', startTime: '06:30 AM', endTime: 'noon', pricePerHour: 0 },
        { dayOfWeek: 'Monday', startTime: '09:00 AM', endTime: '09:00 AM', pricePerHour: 100 },
        { dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '10:00 AM', pricePerHour: 100.555 },
        'not a band',
        { dayOfWeek: 'Monday', startTime: '07:00 AM', endTime: '08:00 AM', pricePerHour: 120 },
        { dayOfWeek: 'Monday', startTime: '10:00 AM', endTime: '11:00 AM' },
      ],
    });
    expectRefusal(res, 400, 'Validation failed', [
      'Band 1: dayOfWeek must be one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday',
      'Band 1: startTime must be on the hour, such as 06:00 AM',
      'Band 1: endTime must be a time such as 06:00 AM',
      'Band 1: pricePerHour must be more than 0 and at most 100000 rupees, with at most 2 decimals',
      'Band 2: startTime must be before endTime',
      'Band 3: pricePerHour must be more than 0 and at most 100000 rupees, with at most 2 decimals',
      'Band 4: A band must be an object with dayOfWeek, startTime, endTime and pricePerHour',
      'Band 6: pricePerHour is required',
    ]);
    expect(await priceBandsRepository.findByGymId(t.database.db, gym.id)).toHaveLength(1);
  });

  it('refuses bands of one day that share an hour, naming the earlier band; touching bands and other days are fine', async () => {
    const gym = await ownGym();
    const res = await putBands(gym.id, cast.owner.headers, {
      bands: [
        { dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '10:00 AM', pricePerHour: 100 },
        { dayOfWeek: 'Monday', startTime: '09:00 AM', endTime: '11:00 AM', pricePerHour: 120 },
        { dayOfWeek: 'Tuesday', startTime: '09:00 AM', endTime: '11:00 AM', pricePerHour: 120 },
        { dayOfWeek: 'Monday', startTime: '10:00 AM', endTime: '12:00 PM', pricePerHour: 130 },
      ],
    });
    expectRefusal(res, 400, 'Validation failed', ['Band 2: overlaps band 1 on the same day', 'Band 4: overlaps band 2 on the same day']);
    const fine = await putBands(gym.id, cast.owner.headers, {
      bands: [
        { dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '10:00 AM', pricePerHour: 100 },
        { dayOfWeek: 'Monday', startTime: '10:00 AM', endTime: '12:00 PM', pricePerHour: 130 },
        { dayOfWeek: 'Tuesday', startTime: '09:00 AM', endTime: '11:00 AM', pricePerHour: 120 },
      ],
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses a body that is not { bands: [...] } and more than 50 bands', async () => {
    const gym = await ownGym();
    expectRefusal(await putBands(gym.id, cast.owner.headers, ['x']), 400, 'The body must be a JSON object: { "bands": [...] }, where [] clears every band');
    expectRefusal(await putBands(gym.id, cast.owner.headers, { bands: 'all' }), 400, 'Validation failed', [
      'bands must be a list of price bands; [] clears every band',
    ]);
    const many = Array.from({ length: 51 }, () => morning);
    expectRefusal(await putBands(gym.id, cast.owner.headers, { bands: many }), 400, 'Validation failed', ['A gym can have at most 50 price bands']);
  });
});
