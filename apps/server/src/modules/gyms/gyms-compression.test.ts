import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { gymMaker } from '../../../test/catalogue-helpers.js';
import { useTestApp } from '../../../test/test-app.js';

// Replies that stay the same for a catalogue version are compressed once and sent in the coding
// the client accepts; per-request replies (nearby, search, one gym) are sent as they are.

const t = useTestApp();
beforeAll(async () => {
  const { gym } = await gymMaker(t.database.db);
  const cities = ['Pune', 'Nagpur', 'Nashik', 'Thane', 'Solapur', 'Kolhapur'];
  for (let index = 0; index < 12; index += 1) {
    await gym({ name: `Packed Gym ${index}`, city: cities[index % cities.length], latitude: 18.5 + index / 100, longitude: 73.8 });
  }
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

/** The body as the client reads it, whatever coding it came in. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload);
  if (coding === 'gzip') return gunzipSync(res.rawPayload);
  expect(coding).toBeUndefined();
  return res.rawPayload;
}

// Twelve gyms in six cities make these replies long enough to shrink; the city list and the (empty) amenity
// list are too short for compression to pay, so they may go out plain.
const longReplies = ['/api/gyms/city-stats', '/api/gyms/all-public', '/api/gyms/city/pune'];
const shortReplies = ['/api/gyms/cities', '/api/gyms/amenities'];

describe('compressed catalogue replies', () => {
  it.each([...longReplies, ...shortReplies])('%s comes in brotli, gzip or plain, always the same JSON', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(url, acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
      if (longReplies.includes(url)) {
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('honours a refused coding', async () => {
    const res = await get('/api/gyms/all-public', 'br;q=0, gzip;q=0, *;q=0');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<{ count: number }>().count).toBe(12);
  });

  it('sees a new gym in the compressed copy too', async () => {
    const before = decoded(await get('/api/gyms/city/pune', 'br')).toString();
    const { gym } = await gymMaker(t.database.db);
    await gym({ name: 'Fresh Packed Gym', city: 'Pune', latitude: 18.6, longitude: 73.8 });
    const after = decoded(await get('/api/gyms/city/pune', 'br')).toString();
    expect(before).not.toContain('Fresh Packed Gym');
    expect(JSON.parse(after)).toMatchObject({ count: 3 });
    expect(after).toContain('Fresh Packed Gym');
  });

  it('answers an unknown city, whatever its spelling, with the same empty list', async () => {
    for (const city of ['Atlantis', 'nowhere at all']) {
      const res = await get(`/api/gyms/city/${encodeURIComponent(city)}`, 'gzip');
      expect(JSON.parse(decoded(res).toString())).toEqual({ success: true, count: 0, gyms: [], limit: 100, truncated: false });
    }
  });

  it('sends a per-request reply as it is, the same every time it is asked', async () => {
    const url = '/api/gyms/nearby?lat=18.5&lng=73.8&radius=20';
    const first = await get(url, 'br, gzip');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.json<{ count: number }>().count).toBeGreaterThan(0);
    const again = await get(url, 'br, gzip');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('compresses a search by text alone once per catalogue version, like the lists', async () => {
    const first = await get('/api/gyms/search?search=packed', 'br, gzip');
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(first).toString())).toMatchObject({ success: true });
    expect((JSON.parse(decoded(first).toString()) as { count: number }).count).toBeGreaterThan(0);
    const again = await get('/api/gyms/search?search=packed', 'br, gzip');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
