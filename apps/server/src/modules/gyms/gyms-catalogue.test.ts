import { beforeAll, describe, expect, it } from 'vitest';
import { addGymImages, gymMaker, type GymItem } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import type { GymRow } from '../../db/schema/gyms.js';

// G1–G7 on one shared catalogue: Pune 3 public gyms (one spelled "pune"), Mumbai 2, Delhi 1,
// Goa 1, plus an inactive and an unapproved gym in a city of their own that must never show.
let puneGold: GymRow;
let hiddenInactive: GymRow;
let hiddenUnapproved: GymRow;

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

const t = useTestApp();
beforeAll(async () => {
  const { db } = t.database;
  const { gym } = await gymMaker(db);
  puneGold = await gym({
    name: 'Gold Gym Pune',
    city: 'Pune',
    averageRating: 4,
    totalRatings: 10,
    pricePerHourPaise: 19_950,
    amenities: ['Wifi', 'Parking', 'Sauna'],
    razorpayAccountId: 'acc_Secret123',
    createdAt: day(1),
  });
  await gym({ name: 'Iron Den', city: 'pune', averageRating: 5, totalRatings: 30, amenities: ['wifi', 'Parking'], createdAt: day(2) });
  await gym({ name: 'Pune Fit', city: 'Pune', amenities: ['WIFI', 'Pool'], createdAt: day(3) });
  await gym({ name: 'Bandra Burn', city: 'Mumbai', amenities: ['Pool', 'Wifi'], createdAt: day(4) });
  await gym({ name: 'Andheri Arena', city: 'Mumbai', amenities: ['Yoga'], createdAt: day(5) });
  await gym({ name: 'Delhi Dumbbells', city: 'New Delhi', amenities: ['Zumba'], createdAt: day(6) });
  await gym({ name: 'Goa Gains', city: 'Goa', amenities: [], createdAt: day(7) });
  hiddenInactive = await gym({ name: 'Closed Club', city: 'Hiddenpur', isActive: false, amenities: ['Secret'], createdAt: day(8) });
  hiddenUnapproved = await gym({ name: 'Pending Place', city: 'Hiddenpur', isApproved: false, amenities: ['Secret'], createdAt: day(9) });
  await addGymImages(db, puneGold.id, ['b.jpg', 'a.png']);
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('GET /api/gyms/city-stats (G1)', () => {
  it('counts public gyms per city, case ignored, most gyms first then A→Z, top 3 with 2+ gyms popular', async () => {
    const res = await get('/api/gyms/city-stats');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: Record<string, unknown>[] }>();
    expect(body.success).toBe(true);
    expect(body.data.map((city) => [city.name, city.totalGyms, city.popular])).toEqual([
      ['Pune', 3, true],
      ['Mumbai', 2, true],
      // Third by rank, but a single gym is not "popular" (docs/decisions/004-popular-cities.md).
      ['Goa', 1, false],
      ['New Delhi', 1, false],
    ]);
    expect(body.data[0]).toEqual({
      _id: 'Pune',
      name: 'Pune',
      description: 'Explore gyms available in this city.',
      totalGyms: 3,
      popular: true,
      // (4 × 10 + 5 × 30) / 40 reviews
      averageRating: 4.75,
    });
    expect(body.data.find((city) => city.name === 'Goa')?.averageRating).toBe(0);
  });
});

describe('GET /api/gyms/all-public (G2)', () => {
  it('lists public gyms newest first, with the cap stated', async () => {
    const res = await get('/api/gyms/all-public');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; count: number; data: GymItem[]; limit: number; truncated: boolean }>();
    expect(body.data.map((gym) => gym.name)).toEqual([
      'Goa Gains',
      'Delhi Dumbbells',
      'Andheri Arena',
      'Bandra Burn',
      'Pune Fit',
      'Iron Den',
      'Gold Gym Pune',
    ]);
    expect(body).toMatchObject({ success: true, count: 7, limit: 100, truncated: false });
  });
});

describe('GET /api/gyms/cities (G3)', () => {
  it('lists each city with a public gym once, A→Z', async () => {
    const res = await get('/api/gyms/cities');
    expect(res.json()).toEqual({ success: true, cities: ['Goa', 'Mumbai', 'New Delhi', 'Pune'] });
  });
});

describe('GET /api/gyms/city/:city (G4)', () => {
  it('matches the city without regard to case or surrounding spaces', async () => {
    for (const city of ['pune', 'PUNE', '%20Pune%20']) {
      const res = await get(`/api/gyms/city/${city}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ count: number; gyms: GymItem[] }>();
      expect(body.count).toBe(3);
      expect(body.gyms.map((gym) => gym.name)).toEqual(['Gold Gym Pune', 'Iron Den', 'Pune Fit']);
    }
  });

  it('decodes a city name with a space', async () => {
    const body = (await get('/api/gyms/city/new%20delhi')).json<{ gyms: GymItem[] }>();
    expect(body.gyms.map((gym) => gym.name)).toEqual(['Delhi Dumbbells']);
  });

  it('answers an unknown city, or one with only hidden gyms, with 200 and an empty list', async () => {
    for (const city of ['Atlantis', 'Hiddenpur', '%25']) {
      const res = await get(`/api/gyms/city/${city}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, count: 0, gyms: [], limit: 100, truncated: false });
    }
  });
});

describe('GET /api/gyms/:id and /api/gyms/details/:id (G5, G6)', () => {
  it('returns the public view: rupees, both ids, image URLs in order, no owner or payout account', async () => {
    for (const url of [`/api/gyms/${puneGold.id}`, `/api/gyms/details/${puneGold.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const { gym } = res.json<{ gym: GymItem }>();
      expect(gym).toMatchObject({
        _id: puneGold.id,
        id: puneGold.id,
        name: 'Gold Gym Pune',
        pricePerHour: 199.5,
        imageUrls: [`http://localhost:3000/api/media/gyms/${puneGold.id}/b.jpg`, `http://localhost:3000/api/media/gyms/${puneGold.id}/a.png`],
        // Rows from before widths were kept (and demo SVGs) have their one file and nothing narrower.
        imageSources: [
          { url: `http://localhost:3000/api/media/gyms/${puneGold.id}/b.jpg`, widths: [] },
          { url: `http://localhost:3000/api/media/gyms/${puneGold.id}/a.png`, widths: [] },
        ],
        createdAt: '2025-01-01T00:00:00.000Z',
      });
      expect(Object.keys(gym).sort()).toEqual(
        [
          '_id', 'id', 'name', 'description', 'address', 'city', 'state', 'pincode', 'latitude', 'longitude',
          'pricePerHour', 'capacity', 'amenities', 'imageUrls', 'imageSources', 'contactNumber', 'email', 'ownerPhoneNumber',
          'averageRating', 'totalRatings', 'createdAt', 'hasOpeningHours',
        ].sort(),
      );
      expect(res.body).not.toContain('acc_Secret123');
      expect(res.body).not.toContain('Owner Person');
    }
  });

  it.each([
    ['malformed', 'not-an-id'],
    ['upper-case hex', 'ABCDEFABCDEFABCDEFABCDEF'],
    ['unknown', 'abcdefabcdefabcdefabcdef'],
    ['over-long', 'a'.repeat(300)],
  ])('answers a %s id with 404 Gym not found.', async (_label, id) => {
    for (const url of [`/api/gyms/${id}`, `/api/gyms/details/${id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Gym not found.', error: 'Gym not found.', code: 'gymNotFoundDot' });
    }
  });

  it('hides inactive and unapproved gyms', async () => {
    for (const id of [hiddenInactive.id, hiddenUnapproved.id]) {
      expect((await get(`/api/gyms/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/gyms/details/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/gyms/amenities (G7)', () => {
  it('lists each amenity once whatever its case, the most-listed first, then A→Z', async () => {
    const res = await get('/api/gyms/amenities');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      // Wifi 4 gyms (the capitalised spelling is the most used), Parking 2, Pool 2, then one each A→Z.
      amenities: ['Wifi', 'Parking', 'Pool', 'Sauna', 'Yoga', 'Zumba'],
      limit: 100,
      truncated: false,
    });
  });
});

describe('hidden gyms', () => {
  it('appear in no public list', async () => {
    const bodies = await Promise.all(
      ['/api/gyms/city-stats', '/api/gyms/all-public', '/api/gyms/cities', '/api/gyms/amenities'].map(async (url) =>
        (await get(url)).body,
      ),
    );
    for (const body of bodies) {
      expect(body).not.toMatch(/Hiddenpur|Closed Club|Pending Place|Secret/);
    }
  });
});
