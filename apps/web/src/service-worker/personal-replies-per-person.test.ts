import { describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '../test/fake-cache-storage';
import { personalRepliesCacheName } from './personal-replies';
import { createPersonalRepliesRoute } from './personal-replies-route';
import { createPersonalRepliesStore } from './personal-replies-store';

// Issue 26, finding 9: the worker kept one copy of each personal reply, whoever asked, so a second
// account signing in on the same phone without the first logging out was shown the first one's
// passes offline. Replies are now kept per person, and a login check naming someone else ends the
// first person's copies.

const ORIGIN = 'http://localhost:3000';

interface Person {
  user: { _id: string; name: string; email: string; role: 'user' };
  bookingId: string;
}

const person = (name: string, digit: string): Person => ({
  user: { _id: digit.repeat(24), name, email: `${name.toLowerCase()}@example.com`, role: 'user' },
  bookingId: digit === 'a' ? 'a1'.repeat(12) : 'b2'.repeat(12),
});
const asha = person('Asha', 'a');
const ravi = person('Ravi', 'b');
const passOf = (who: Person) => `/api/bookings/${who.bookingId}/pass`;

/** A phone with the worker's personal replies, and the server as it answers whoever is signed in now. */
function phone(timeoutMs = 4000) {
  const storage = new FakeCacheStorage();
  const state = { signedIn: undefined as Person | undefined, online: true, held: new Map<string, Promise<void>>(), sent: [] as string[] };

  async function server(request: Request): Promise<Response> {
    if (!state.online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    // The session is the one the request was sent with, whatever happens while it is on its way.
    const who = state.signedIn;
    state.sent.push(path);
    await state.held.get(path);
    if (who === undefined) return Response.json({ success: false, message: 'Please log in to continue.' }, { status: 401 });
    if (path === '/api/v1/auth/check-status') return Response.json({ success: true, user: who.user });
    if (path === '/api/bookings/my-bookings') return Response.json({ success: true, bookings: [{ _id: who.bookingId }] });
    if (path === passOf(who)) return Response.json({ success: true, pass: `pass of ${who.user.name}` });
    return Response.json({ success: false, message: 'Booking not found' }, { status: 404 });
  }

  const route = createPersonalRepliesRoute(createPersonalRepliesStore(storage.asCacheStorage(), ORIGIN), server, timeoutMs);
  async function get(path: string): Promise<unknown> {
    const work: Promise<unknown>[] = [];
    const res = await route.handle(new Request(`${ORIGIN}${path}`), (promise) => work.push(promise));
    await Promise.all(work);
    return res.json();
  }
  /** The kept addresses that name `who` or their booking. */
  const keptOf = (who: Person) => storage.addressesIn(personalRepliesCacheName).filter((url) => url.includes(who.user._id) || url.includes(who.bookingId));
  return { state, storage, route, get, keptOf };
}

/** Signs in on the phone as the app does: the login, then the login check through the worker, then My Bookings and the pass. */
async function signInAndOpenMyBookings(device: ReturnType<typeof phone>, who: Person): Promise<void> {
  device.state.signedIn = who;
  await device.get('/api/v1/auth/check-status');
  await device.get('/api/bookings/my-bookings');
  await device.get(passOf(who));
}

describe("a second account signing in on the same phone, without the first logging out", () => {
  it("is never shown the first person's bookings or pass offline, and nothing of the first person's stays", async () => {
    const device = phone();
    await signInAndOpenMyBookings(device, asha);
    expect(device.keptOf(asha)).not.toEqual([]);

    device.state.signedIn = ravi;
    await device.get('/api/v1/auth/check-status');
    await device.get('/api/bookings/my-bookings');
    expect(device.keptOf(asha)).toEqual([]);

    device.state.online = false;
    expect(await device.get('/api/v1/auth/check-status')).toMatchObject({ user: { name: 'Ravi' } });
    expect(await device.get('/api/bookings/my-bookings')).toEqual({ success: true, bookings: [{ _id: ravi.bookingId }] });
    await expect(device.get(passOf(asha))).rejects.toThrow('Failed to fetch');
  });

  it("does not keep a reply the first person asked for that arrives after the second signed in", async () => {
    const device = phone();
    await signInAndOpenMyBookings(device, asha);
    let arrive = () => undefined as void;
    device.state.held.set('/api/bookings/my-bookings', new Promise<void>((resolve) => (arrive = resolve)));
    device.state.sent = [];
    const lateList = device.get('/api/bookings/my-bookings');
    await vi.waitFor(() => expect(device.state.sent).toContain('/api/bookings/my-bookings'));

    device.state.signedIn = ravi;
    device.state.held.clear();
    await device.get('/api/v1/auth/check-status');
    arrive();
    expect(await lateList).toEqual({ success: true, bookings: [{ _id: asha.bookingId }] });

    device.state.online = false;
    await expect(device.get('/api/bookings/my-bookings')).rejects.toThrow('Failed to fetch');
    expect(device.keptOf(asha)).toEqual([]);
  });

  it("takes a page naming someone else as a change of person: the first one's replies go, the page's are kept for the second", async () => {
    const device = phone();
    await signInAndOpenMyBookings(device, asha);
    const page = {
      '/api/v1/auth/check-status': { status: 200, body: { success: true, user: ravi.user } },
      '/api/bookings/waitlist': { status: 200, body: { success: true, entries: ['Ravi'] } },
    };
    await device.route.learnFromPage(Promise.resolve(`<script type="application/json" id="boot-replies">${JSON.stringify(page)}</script>`));
    expect(device.keptOf(asha)).toEqual([]);

    device.state.online = false;
    expect(await device.get('/api/bookings/waitlist')).toEqual({ success: true, entries: ['Ravi'] });
    await expect(device.get(passOf(asha))).rejects.toThrow('Failed to fetch');
  });
});

describe('the replies kept for one person', () => {
  it('are kept once a login check has named them, and not before: whose a reply is could not be told', async () => {
    const device = phone();
    device.state.signedIn = ravi;
    await device.get('/api/bookings/my-bookings');
    device.state.online = false;
    await expect(device.get('/api/bookings/my-bookings')).rejects.toThrow('Failed to fetch');

    // A first visit: the app asks for the login check, then the bookings (use-refetch-when-worker-takes-over.ts).
    device.state.online = true;
    await device.get('/api/v1/auth/check-status');
    await device.get('/api/bookings/my-bookings');
    device.state.online = false;
    expect(await device.get('/api/bookings/my-bookings')).toEqual({ success: true, bookings: [{ _id: ravi.bookingId }] });
  });

  it("are kept for the person a page names, even when the page's own calls come before its HTML has been read", async () => {
    const device = phone();
    device.state.signedIn = ravi;
    let html = (_page: string): void => undefined;
    const learnt = device.route.learnFromPage(new Promise<string>((resolve) => (html = resolve)));
    const list = device.get('/api/bookings/my-bookings');
    const page = { '/api/v1/auth/check-status': { status: 200, body: { success: true, user: ravi.user } } };
    html(`<script type="application/json" id="boot-replies">${JSON.stringify(page)}</script>`);
    await Promise.all([learnt, list]);
    device.state.online = false;
    expect(await device.get('/api/bookings/my-bookings')).toEqual({ success: true, bookings: [{ _id: ravi.bookingId }] });
  });

  it('answer a slow network with the kept copy while the network still refreshes it', async () => {
    const device = phone(20);
    await signInAndOpenMyBookings(device, asha);
    let arrive = () => undefined as void;
    device.state.held.set(passOf(asha), new Promise<void>((resolve) => (arrive = resolve)));
    const slow = device.route.handle(new Request(`${ORIGIN}${passOf(asha)}`), () => undefined);
    expect(await (await slow).json()).toEqual({ success: true, pass: 'pass of Asha' });
    arrive();
  });

  it('all go when the login check says nobody is signed in', async () => {
    const device = phone();
    await signInAndOpenMyBookings(device, asha);
    device.state.signedIn = undefined;
    await device.get('/api/v1/auth/check-status');
    expect(await device.storage.has(personalRepliesCacheName)).toBe(false);
  });
});
