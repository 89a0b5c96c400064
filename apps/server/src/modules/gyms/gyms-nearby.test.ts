import { beforeAll, describe, expect, it } from 'vitest';
import {
  addGymImages,
  gymMaker,
  greatCircleKm,
  pointFrom,
  type GymListBody,
  type Point,
} from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';

// G8 around a point in Pune. Each gym sits a known distance from it; names say how far.
const origin: Point = { latitude: 18.5204, longitude: 73.8567 };

const t = useTestApp();
beforeAll(async () => {
  const { db } = t.database;
  const { gym } = await gymMaker(db);
  const at = (northKm: number, eastKm: number) => pointFrom(origin, northKm, eastKm);
  const near = await gym({
    name: 'Alpha 1km',
    ...at(1, 0),
    pricePerHourPaise: 30_000,
    averageRating: 3.5,
    amenities: ['Wifi', 'Parking', 'Sauna'],
    description: 'Strength floor with 100% free weights',
    razorpayAccountId: 'acc_Hidden42',
  });
  await addGymImages(db, near.id, ['front.jpg']);
  await gym({ name: 'Charlie 2km', ...at(0, 2), pricePerHourPaise: 10_000, averageRating: 4.8, totalRatings: 5, amenities: ['wifi'] });
  await gym({ name: 'bravo 3km', ...at(-3, 0), pricePerHourPaise: 20_000, averageRating: 4.8, totalRatings: 50, amenities: ['PARKING', 'WIFI'] });
  await gym({ name: 'Delta 4.9km', ...at(0, -4.9), pricePerHourPaise: 15_000, address: '12 Koregaon_Park Lane', amenities: [] });
  // Inside the 5 km box's corner but 5.66 km away: the exact distance check must drop it.
  await gym({ name: 'Corner 5.66km', ...at(4, 4) });
  await gym({ name: 'Echo 5.1km', ...at(5.1, 0) });
  await gym({ name: 'Far 40km', ...at(0, 40), city: 'Lonavala' });
  await gym({ name: 'Inactive 0.5km', ...at(0.5, 0), isActive: false });
  await gym({ name: 'Unapproved 0.5km', ...at(-0.5, 0), isApproved: false });
});

async function nearby(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/gyms/nearby?lat=${origin.latitude}&lng=${origin.longitude}&${query}` });
}

async function names(query: string): Promise<string[]> {
  const res = await nearby(query);
  expect(res.statusCode).toBe(200);
  return res.json<GymListBody>().gyms.map((gym) => gym.name);
}

describe('GET /api/gyms/nearby (G8)', () => {
  it('finds public gyms within 5 km by default, nearest first, with the contract reply', async () => {
    const res = await nearby('');
    expect(res.statusCode).toBe(200);
    const body = res.json<GymListBody>();
    expect(body.gyms.map((gym) => gym.name)).toEqual(['Alpha 1km', 'Charlie 2km', 'bravo 3km', 'Delta 4.9km']);
    expect(body).toMatchObject({
      success: true,
      count: 4,
      message: 'Found 4 gyms within 5 km',
      limit: 100,
      truncated: false,
      filters: { search: null, radius: 5, minPrice: null, maxPrice: null, minRating: null, amenities: [], sortBy: 'distance' },
    });
  });

  it('reports each distance in km to 2 decimals, matching an independent great-circle figure', async () => {
    const body = (await nearby('radius=50')).json<GymListBody>();
    const far = body.gyms.find((gym) => gym.name === 'Far 40km');
    const alpha = body.gyms.find((gym) => gym.name === 'Alpha 1km');
    expect(alpha?.distance).toBe(1);
    const expectedFar = greatCircleKm(origin, { latitude: Number(far?.latitude), longitude: Number(far?.longitude) });
    expect(far?.distance).toBeCloseTo(expectedFar, 2);
    expect(far?.distance).toBeCloseTo(40, 0);
    for (const gym of body.gyms) expect(gym.distance).toBe(Math.round((gym.distance ?? NaN) * 100) / 100);
  });

  it('keeps the radius exact: a gym in the corner of the search box is left out', async () => {
    expect(await names('radius=5')).not.toContain('Corner 5.66km');
    expect(await names('radius=5.2')).toContain('Echo 5.1km');
    expect(await names('radius=5.7')).toContain('Corner 5.66km');
    expect(await names('radius=1.5')).toEqual(['Alpha 1km']);
  });

  it.each([
    ['distance', ['Alpha 1km', 'Charlie 2km', 'bravo 3km', 'Delta 4.9km']],
    ['price_low', ['Charlie 2km', 'Delta 4.9km', 'bravo 3km', 'Alpha 1km']],
    ['price_high', ['Alpha 1km', 'bravo 3km', 'Delta 4.9km', 'Charlie 2km']],
    // Equal averages: more reviews first.
    ['rating', ['bravo 3km', 'Charlie 2km', 'Alpha 1km', 'Delta 4.9km']],
    // A→Z without regard to case.
    ['name', ['Alpha 1km', 'bravo 3km', 'Charlie 2km', 'Delta 4.9km']],
    ['no-such-order', ['Alpha 1km', 'Charlie 2km', 'bravo 3km', 'Delta 4.9km']],
  ])('sorts by %s', async (sortBy, expected) => {
    const res = await nearby(`sortBy=${sortBy}`);
    expect(res.json<GymListBody>().gyms.map((gym) => gym.name)).toEqual(expected);
    expect(res.json<GymListBody>().filters?.sortBy).toBe(sortBy === 'no-such-order' ? 'distance' : sortBy);
  });

  it('filters by price in rupees and by minimum rating', async () => {
    expect(await names('minPrice=150&maxPrice=200')).toEqual(['bravo 3km', 'Delta 4.9km']);
    expect(await names('maxPrice=100')).toEqual(['Charlie 2km']);
    expect(await names('minRating=4.5')).toEqual(['Charlie 2km', 'bravo 3km']);
    expect(await names('minPrice=&minRating=')).toHaveLength(4);
  });

  it('requires every chosen amenity, without regard to case', async () => {
    expect(await names('amenities=wifi')).toEqual(['Alpha 1km', 'Charlie 2km', 'bravo 3km']);
    expect(await names('amenities=Wifi&amenities=parking')).toEqual(['Alpha 1km', 'bravo 3km']);
    expect(await names('amenities=WIFI&amenities=Parking&amenities=sauna')).toEqual(['Alpha 1km']);
    expect(await names('amenities=Pool')).toEqual([]);
    const body = (await nearby('amenities=%20Wifi%20&amenities=wifi')).json<GymListBody>();
    expect(body.filters?.amenities).toEqual(['Wifi']);
  });

  it('matches the words of the search in name, area, city or amenity (§8.14), case ignored, punctuation splitting words', async () => {
    expect(await names('search=CHARLIE')).toEqual(['Charlie 2km']);
    expect(await names('search=%20%20delta%20')).toEqual(['Delta 4.9km']);
    expect(await names('search=lonavala&radius=50')).toEqual(['Far 40km']);
    expect(await names('search=koregaon_park')).toEqual(['Delta 4.9km']);
    expect(await names('search=park%20koregaon')).toEqual(['Delta 4.9km']);
    expect(await names('search=sauna')).toEqual(['Alpha 1km']);
    // '_' and '%' split words; they are never "any character" or "anything".
    expect(await names('search=koregaonXpark')).toEqual([]);
    expect(await names('search=%25')).toEqual(['Alpha 1km', 'Charlie 2km', 'bravo 3km', 'Delta 4.9km']);
    // The description is not searched.
    expect(await names('search=weights')).toEqual([]);
    const body = (await nearby('search=%20Charlie%20')).json<GymListBody>();
    expect(body.filters?.search).toBe('Charlie');
  });

  it('tolerates one typo in a word of five letters or more', async () => {
    expect(await names('search=charlee')).toEqual(['Charlie 2km']);
    expect(await names('search=koregoan')).toEqual([]);
    // 'Parking' is one letter away; Delta's 'Park' is too short a word to take a typo.
    expect(await names('search=parkng')).toEqual(['Alpha 1km', 'bravo 3km']);
  });

  it('never shows inactive or unapproved gyms, the owner account or the payout id', async () => {
    const res = await nearby('radius=50');
    expect(res.json<GymListBody>().gyms.map((gym) => gym.name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Inactive|Unapproved/)]),
    );
    expect(res.body).not.toMatch(/acc_Hidden42|Owner Person|ownerId|razorpay/);
    const alpha = res.json<GymListBody>().gyms[0];
    expect(alpha).toMatchObject({ id: alpha?._id, pricePerHour: 300, imageUrls: [`http://localhost:3000/api/media/gyms/${alpha?._id}/front.jpg`] });
  });

  it.each([
    ['', 'Latitude and longitude are required'],
    ['lat=18.5', 'Latitude and longitude are required'],
    ['lng=73.8', 'Latitude and longitude are required'],
    ['lat=&lng=', 'Latitude and longitude are required'],
    ['lat=abc&lng=73.8', 'Invalid latitude'],
    ['lat=91&lng=73.8', 'Invalid latitude'],
    ['lat=-90.5&lng=73.8', 'Invalid latitude'],
    ['lat=0x10&lng=73.8', 'Invalid latitude'],
    ['lat=1&lat=2&lng=73.8', 'Invalid latitude'],
    ['lat=18.5&lng=181', 'Invalid longitude'],
    ['lat=18.5&lng=Infinity', 'Invalid longitude'],
    ['lat=18.5&lng=73.8&radius=0', 'Invalid radius'],
    ['lat=18.5&lng=73.8&radius=-1', 'Invalid radius'],
    ['lat=18.5&lng=73.8&radius=50.01', 'Invalid radius'],
    ['lat=18.5&lng=73.8&radius=1e1', 'Invalid radius'],
    ['lat=18.5&lng=73.8&radius=ten', 'Invalid radius'],
    ['lat=18.5&lng=73.8&minRating=0', 'minRating must be between 1 and 5'],
    ['lat=18.5&lng=73.8&minRating=6', 'minRating must be between 1 and 5'],
    ['lat=18.5&lng=73.8&minPrice=-1', 'minPrice must be a number of rupees, 0 or more'],
    ['lat=18.5&lng=73.8&maxPrice=cheap', 'maxPrice must be a number of rupees, 0 or more'],
    ['lat=18.5&lng=73.8&minPrice=500&maxPrice=100', 'minPrice cannot be more than maxPrice'],
    [`lat=18.5&lng=73.8&search=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
    [`lat=18.5&lng=73.8&${Array.from({ length: 21 }, (_, i) => `amenities=a${i}`).join('&')}`, 'Choose at most 20 amenities'],
  ])('answers bad input %s with 400 %s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/gyms/nearby?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
  });

  it('accepts the largest radius, and radius 50 in the filters echo', async () => {
    const body = (await nearby('radius=50')).json<GymListBody>();
    expect(body.message).toBe('Found 7 gyms within 50 km');
    expect(body.filters?.radius).toBe(50);
  });
});
