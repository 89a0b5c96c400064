import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieHeader } from '../../../test/auth-helpers.js';
import { bookableGym, quickBooker, type Booker } from '../../../test/booking-helpers.js';
import { queryCounter } from '../../../test/query-counter.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 26, finding 5: any gymslot_session value made a gym's page run its five API calls on the
// server; a page is now that person's only once the login check has found their session.

let distDir: string;
let t: TestApp;
let gymId: string;
let signedIn: Booker;
/** A session that existed and was logged out: its cookie still rides along. */
let loggedOut: Record<string, string>;
const madeUp = cookieHeader('made-up-session-token');

/** The replies the page's HTML carries, as apps/web's lib/boot-replies.ts reads them. */
function bootRepliesIn(html: string): unknown {
  const match = /<script type="application\/json" id="boot-replies">([^<]*)<\/script>/.exec(html);
  if (match === null) throw new Error('no boot replies in the page');
  return JSON.parse(match[1] ?? '');
}

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(
    path.join(distDir, 'page-preloads.json'),
    JSON.stringify({
      entry: ['assets/index-e1.js'],
      pages: { home: [], dataRoutes: ['assets/data-routes-d1.js'], explore: ['assets/explore-x1.js'], gymDetails: ['assets/gym-g1.js'], cityGyms: ['assets/city-c1.js'], myBookings: [], ownerDashboard: [], ownerBookings: [], insights: [] },
    }),
  );
  t = await createTestApp({}, { webDistDir: distDir });
  // Open every day, so its page would ask for slots and the waitlist too.
  gymId = (await bookableGym(t.database.db)).gym.id;
  signedIn = await quickBooker(t);
  const leaving = await quickBooker(t);
  const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: leaving.headers });
  expect(out.statusCode).toBe(200);
  loggedOut = cookieHeader(leaving.token);
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('a page asked for with a cookie that names no live session', () => {
  it('is the page of a visitor with no cookie: the login check alone, the same preloads', async () => {
    for (const url of ['/explore', `/gym/${gymId}`]) {
      const anonymous = await page(url);
      for (const cookie of [madeUp, loggedOut]) {
        const res = await page(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(bootRepliesIn(res.body), url).toEqual(bootRepliesIn(anonymous.body));
        expect(res.headers.link, url).toBe(anonymous.headers.link);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    }
    // The person whose session it is still gets their page's data.
    const own = bootRepliesIn((await page(`/gym/${gymId}`, cookieHeader(signedIn.token))).body);
    expect(Object.keys(own as object)).toContain(`/api/gyms/${gymId}/reviews`);
  });

  it("costs one session lookup and one call of the server's own API, the login check; a signed-in page makes its usual calls", async () => {
    const statements = queryCounter(t.database);
    const inject = vi.spyOn(t.app, 'inject');
    try {
      const cost = async (headers: Record<string, string>) => {
        await page(`/gym/${gymId}`); // warms the catalogue, so only the page itself is counted
        statements.reset();
        inject.mockClear();
        await page(`/gym/${gymId}`, headers);
        // The first call is the test's own request for the page.
        return { statements: statements.count, ownCalls: inject.mock.calls.length - 1 };
      };
      // Every gym page also reads the catalogue's version once: its Open Graph tags (§8.13) name the gym as of now.
      expect(await cost({})).toEqual({ statements: 1, ownCalls: 1 });
      expect(await cost(madeUp)).toEqual({ statements: 2, ownCalls: 1 });
      expect(await cost(loggedOut)).toEqual({ statements: 2, ownCalls: 1 });
      // The login check, the gym, its slots, the person's waitlist, its reviews and how busy it is.
      expect((await cost(cookieHeader(signedIn.token))).ownCalls).toBe(6);
    } finally {
      inject.mockRestore();
    }
  });
});
