import { beforeAll, describe, expect, it } from 'vitest';
import { gymMaker, pointFrom, type GymListBody, type Point } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';

// G9 in its two ways: (a) coordinates (+ radius, + text), (b) text alone.
const origin: Point = { latitude: 12.9716, longitude: 77.5946 };

const t = useTestApp();
beforeAll(async () => {
  const { gym } = await gymMaker(t.database.db);
  const at = (eastKm: number) => pointFrom(origin, 0, eastKm);
  await gym({ name: 'Zen Strength', city: 'Bengaluru', ...at(3) });
  await gym({ name: 'apex Fitness', city: 'Bengaluru', ...at(8), description: 'Open 24/7, 50% off mornings' });
  await gym({ name: 'Mid Muscle', city: 'Bengaluru', ...at(1), address: 'HSR_Layout 5th Sector' });
  await gym({ name: 'Outer Ring Gym', city: 'Bengaluru', ...at(12) });
  await gym({ name: 'Apex Pune', city: 'Pune', latitude: 18.52, longitude: 73.85 });
  await gym({ name: 'Apex Hidden', city: 'Bengaluru', ...at(2), isApproved: false });
  await gym({ name: 'Power House Gym', city: 'Mysuru', latitude: 12.3, longitude: 76.64, amenities: ['Steam Room'] });
  await gym({ name: 'Bengaluru Barbell', city: 'Mysuru', latitude: 12.31, longitude: 76.65 });
  await gym({ name: 'Café Crunch', city: 'Mysuru', latitude: 12.32, longitude: 76.66 });
});

async function search(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/gyms/search?${query}` });
}

const coordinates = `latitude=${origin.latitude}&longitude=${origin.longitude}`;

/** The names a search by text alone lists, in order. */
const namesFor = async (text: string) => (await search(`search=${text}`)).json<GymListBody>().gyms.map((gym) => gym.name);

describe('GET /api/gyms/search (G9)', () => {
  it('way (a): within 10 km by default, nearest first, each with its distance', async () => {
    const res = await search(coordinates);
    expect(res.statusCode).toBe(200);
    const body = res.json<GymListBody>();
    expect(body.gyms.map((gym) => [gym.name, gym.distance])).toEqual([
      ['Mid Muscle', 1],
      ['Zen Strength', 3],
      ['apex Fitness', 8],
    ]);
    expect(body).toMatchObject({ success: true, count: 3, limit: 100, truncated: false });
  });

  it('way (a): a radius and search text narrow the list', async () => {
    const wide = (await search(`${coordinates}&radius=20`)).json<GymListBody>();
    expect(wide.gyms.map((gym) => gym.name)).toContain('Outer Ring Gym');
    const text = (await search(`${coordinates}&radius=20&search=APEX`)).json<GymListBody>();
    expect(text.gyms.map((gym) => gym.name)).toEqual(['apex Fitness']);
  });

  it('way (b): text alone, everywhere, A→Z without regard to case, no distance', async () => {
    const res = await search('search=apex');
    expect(res.statusCode).toBe(200);
    const body = res.json<GymListBody>();
    expect(body.gyms.map((gym) => gym.name)).toEqual(['apex Fitness', 'Apex Pune']);
    for (const gym of body.gyms) expect(gym).not.toHaveProperty('distance');
  });

  it('way (b): matches the words in any order in name, area, city or amenity, punctuation splitting words (§8.14)', async () => {
    expect(await namesFor('pune')).toEqual(['Apex Pune']);
    expect(await namesFor('hsr_layout')).toEqual(['Mid Muscle']);
    expect(await namesFor('layout%20HSR')).toEqual(['Mid Muscle']);
    expect(await namesFor('hsrxlayout')).toEqual([]);
    expect(await namesFor('steam')).toEqual(['Power House Gym']);
    // The description is not searched, and punctuation alone looks for nothing.
    expect(await namesFor('24%2F7')).toEqual([]);
    expect(await namesFor('%25')).toEqual([]);
  });

  it('way (b): ignores accents, and tolerates one typo per word of five letters or more', async () => {
    expect(await namesFor('pwer%20house')).toEqual(['Power House Gym']);
    expect(await namesFor('CAFE')).toEqual(['Café Crunch']);
    expect(await namesFor('crunch%20CAF%C3%89')).toEqual(['Café Crunch']);
    expect(await namesFor('strenght')).toEqual([]);
    expect(await namesFor('strengh')).toEqual(['Zen Strength']);
    expect(await namesFor('zen%20strenth')).toEqual(['Zen Strength']);
    // A short word must match as typed: one letter off in three is not a typo but another word.
    expect(await namesFor('zan')).toEqual([]);
  });

  it('way (b): best matches first: the name holding every word, then the rest as typed, then typos, A→Z within each', async () => {
    expect(await namesFor('bengaluru')).toEqual(['Bengaluru Barbell', 'apex Fitness', 'Mid Muscle', 'Outer Ring Gym', 'Zen Strength']);
    expect(await namesFor('mysuru')).toEqual(['Bengaluru Barbell', 'Café Crunch', 'Power House Gym']);
  });

  it('never lists unapproved gyms', async () => {
    for (const query of ['search=apex', coordinates]) {
      expect((await search(query)).body).not.toContain('Apex Hidden');
    }
  });

  it.each([
    ['', 'Provide search text or latitude and longitude'],
    ['search=%20%20', 'Provide search text or latitude and longitude'],
    ['radius=5', 'Provide search text or latitude and longitude'],
    ['latitude=12.9', 'Latitude and longitude are required'],
    ['longitude=77.5&search=apex', 'Latitude and longitude are required'],
    ['latitude=north&longitude=77.5', 'Invalid latitude'],
    ['latitude=12.9&longitude=200', 'Invalid longitude'],
    [`${coordinates}&radius=51`, 'Invalid radius'],
    [`${coordinates}&radius=0`, 'Invalid radius'],
    [`search=${'y'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('answers %s with 400 %s', async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
  });
});
