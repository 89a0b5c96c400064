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
});

async function search(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/gyms/search?${query}` });
}

const coordinates = `latitude=${origin.latitude}&longitude=${origin.longitude}`;

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

  it('way (b): matches city, address and description, with % and _ taken literally', async () => {
    const namesFor = async (text: string) =>
      (await search(`search=${text}`)).json<GymListBody>().gyms.map((gym) => gym.name);
    expect(await namesFor('pune')).toEqual(['Apex Pune']);
    expect(await namesFor('hsr_layout')).toEqual(['Mid Muscle']);
    expect(await namesFor('hsr%5Flayout')).toEqual(['Mid Muscle']);
    expect(await namesFor('hsrxlayout')).toEqual([]);
    expect(await namesFor('50%25')).toEqual(['apex Fitness']);
    expect(await namesFor('%25')).toEqual(['apex Fitness']);
    expect(await namesFor('24%2F7')).toEqual(['apex Fitness']);
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
