import {
  allPublicGymsReplySchema,
  amenitiesReplySchema,
  citiesReplySchema,
  cityGymsReplySchema,
  cityStatsReplySchema,
  gymReplySchema,
  nearbyGymsReplySchema,
  searchGymsReplySchema,
} from '@gymslot/shared/gym-schemas';
import type { ZodType } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { addGymImages, gymMaker } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';

// The catalogue replies are sent as ready-made JSON, not through the response serializer, so each
// must be exactly what its schema describes: parsing it may neither fail nor drop a key.
let gymId: string;

const t = useTestApp();
beforeAll(async () => {
  const { gym } = await gymMaker(t.database.db);
  const first = await gym({ name: 'Shape Gym', city: 'Pune', latitude: 18.52, longitude: 73.85, amenities: ['Wifi'] });
  await gym({ name: 'Other Shape', city: 'Pune', latitude: 18.53, longitude: 73.86, averageRating: 4.3, totalRatings: 3 });
  await addGymImages(t.database.db, first.id, ['front.webp']);
  gymId = first.id;
});

const cases: [string, () => string, ZodType][] = [
  ['city-stats', () => '/api/gyms/city-stats', cityStatsReplySchema],
  ['all-public', () => '/api/gyms/all-public', allPublicGymsReplySchema],
  ['cities', () => '/api/gyms/cities', citiesReplySchema],
  ['city', () => '/api/gyms/city/pune', cityGymsReplySchema],
  ['amenities', () => '/api/gyms/amenities', amenitiesReplySchema],
  ['details', () => `/api/gyms/details/${gymId}`, gymReplySchema],
  ['by id', () => `/api/gyms/${gymId}`, gymReplySchema],
  ['nearby', () => '/api/gyms/nearby?lat=18.52&lng=73.85&radius=10&amenities=wifi&sortBy=rating', nearbyGymsReplySchema],
  ['search with coordinates', () => '/api/gyms/search?latitude=18.52&longitude=73.85&search=shape', searchGymsReplySchema],
  ['search by text', () => '/api/gyms/search?search=shape', searchGymsReplySchema],
];

describe('catalogue replies', () => {
  it.each(cases)('%s is JSON that its schema describes exactly', async (_name, url, schema) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body: unknown = res.json();
    expect(schema.parse(body)).toEqual(body);
  });
});
