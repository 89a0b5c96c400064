import { beforeAll, describe, expect, it } from 'vitest';
import { gymMaker, pointFrom, type GymListBody } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';

// 101 public gyms in one spot: one more than any list reply may carry.
const origin = { latitude: 28.6139, longitude: 77.209 };

const t = useTestApp();
beforeAll(async () => {
  const { gym } = await gymMaker(t.database.db);
  for (let index = 0; index < 101; index += 1) {
    await gym({
      name: `Capgym ${String(index).padStart(3, '0')}`,
      city: 'Delhi',
      ...pointFrom(origin, index / 100, 0),
      amenities: [`Amenity ${String(index).padStart(3, '0')}`],
    });
  }
});

async function list(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<GymListBody & { data?: unknown[]; amenities?: string[] }>();
}

describe('list caps', () => {
  it.each([
    ['/api/gyms/all-public', 'data'],
    ['/api/gyms/city/delhi', 'gyms'],
    [`/api/gyms/nearby?lat=${origin.latitude}&lng=${origin.longitude}`, 'gyms'],
    [`/api/gyms/search?latitude=${origin.latitude}&longitude=${origin.longitude}`, 'gyms'],
    ['/api/gyms/search?search=capgym', 'gyms'],
  ] as const)('%s sends at most 100 gyms and says it left some out', async (url, key) => {
    const body = await list(url);
    expect(body[key]).toHaveLength(100);
    expect(body).toMatchObject({ count: 100, limit: 100, truncated: true });
  });

  it('keeps the nearest 100 when the list is by distance', async () => {
    const body = await list(`/api/gyms/nearby?lat=${origin.latitude}&lng=${origin.longitude}`);
    expect(body.gyms.at(-1)?.name).toBe('Capgym 099');
    expect(body.message).toBe('Found 100 gyms within 5 km');
  });

  it('caps the amenity list the same way', async () => {
    const body = await list('/api/gyms/amenities');
    expect(body.amenities).toHaveLength(100);
    expect(body.amenities?.[0]).toBe('Amenity 000');
    expect(body).toMatchObject({ limit: 100, truncated: true });
  });
});
