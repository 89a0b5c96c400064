import { describe, expect, it } from 'vitest';
import { FakeCacheStorage } from '../test/fake-cache-storage';
import { savedAtHeader } from './personal-replies';
import { createPersonalRepliesRoute } from './personal-replies-route';
import { createPersonalRepliesStore } from './personal-replies-store';

// Issue 31: the confirmation page is kept offline like My Bookings, and a saved copy says when it
// was saved, so the screens can say 'Offline — showing … as of 05:42 PM'.

const ORIGIN = 'http://localhost:3000';
const asha = { _id: 'a'.repeat(24), name: 'Asha', email: 'asha@example.com', role: 'user' };
const bookingPath = `/api/bookings/${'b1'.repeat(12)}`;

function phone() {
  const state = { online: true };
  async function server(request: Request): Promise<Response> {
    if (!state.online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/auth/check-status') return Response.json({ success: true, user: asha });
    if (path === bookingPath) return Response.json({ success: true, booking: { _id: 'b1'.repeat(12), isPaid: true, otp: 482913 } });
    return Response.json({ success: false }, { status: 404 });
  }
  const route = createPersonalRepliesRoute(createPersonalRepliesStore(new FakeCacheStorage().asCacheStorage(), ORIGIN), server, 4000);
  async function get(path: string): Promise<Response> {
    const work: Promise<unknown>[] = [];
    const response = await route.handle(new Request(`${ORIGIN}${path}`), (promise) => work.push(promise));
    await Promise.all(work);
    return response;
  }
  return { state, get };
}

describe("the confirmation page's booking, kept for the door", () => {
  it('comes from the network with no saved time while the server answers', async () => {
    const device = phone();
    await device.get('/api/v1/auth/check-status');
    const fresh = await device.get(bookingPath);
    expect(fresh.headers.get(savedAtHeader)).toBeNull();
    expect(await fresh.json()).toMatchObject({ booking: { isPaid: true, otp: 482913 } });
  });

  it('offline, is the copy saved for the person signed in, with the time it was saved', async () => {
    const device = phone();
    await device.get('/api/v1/auth/check-status');
    const before = Date.now();
    await device.get(bookingPath);
    device.state.online = false;

    const saved = await device.get(bookingPath);
    expect(await saved.json()).toMatchObject({ booking: { isPaid: true, otp: 482913 } });
    const savedAt = Date.parse(saved.headers.get(savedAtHeader) ?? '');
    expect(savedAt).toBeGreaterThanOrEqual(before);
    expect(savedAt).toBeLessThanOrEqual(Date.now());
  });
});
