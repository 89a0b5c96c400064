import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { gymDetailsPhotoSizes } from '@gymslot/shared/gym-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../../../test/auth-helpers.js';
import { signedInAs } from '../../../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { gymImages } from '../../db/schema/gyms.js';
import { createGym, createUser } from '../../db/factories.js';
import { systemClock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { webRoutes } from './web.routes.js';

/** A signed-in visitor's cookie: only their pages are preloaded (boot-replies.ts, issue 26 finding 5). */
let session: Record<string, string>;

const sessionIn = async (app: TestApp) => cookieHeader((await signedInAs(app, await createUser(app.database.db))).token);

const firstLoad = [
  '</assets/index-e1.js>; rel=modulepreload',
  '</assets/data-routes-d1.js>; rel=modulepreload',
  '</assets/common-c1.js>; rel=modulepreload',
];

/** A build with the entry, the data routes and the two pages the server preloads, as apps/web's build maps them. */
async function writeBuild(distDir: string): Promise<void> {
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(
    path.join(distDir, 'page-preloads.json'),
    JSON.stringify({
      entry: ['assets/index-e1.js'],
      pages: {
        home: ['assets/home-page-h1.js', 'assets/index-e1.js'],
        dataRoutes: ['assets/data-routes-d1.js', 'assets/index-e1.js', 'assets/common-c1.js'],
        explore: ['assets/explore-page-x1.js', 'assets/index-e1.js', 'assets/common-c1.js', 'assets/map-pin-m1.js'],
        gymDetails: ['assets/gym-details-page-g1.js', 'assets/index-e1.js', 'assets/common-c1.js', 'assets/map-pin-m1.js'],
        cityGyms: ['assets/city-gyms-page-c1.js', 'assets/index-e1.js', 'assets/common-c1.js'],
        myBookings: ['assets/my-bookings-page-b1.js', 'assets/index-e1.js', 'assets/common-c1.js'],
        ownerDashboard: ['assets/owner-dashboard-page-o1.js', 'assets/index-e1.js', 'assets/common-c1.js'],
        ownerBookings: ['assets/owner-bookings-page-o2.js', 'assets/index-e1.js', 'assets/common-c1.js'],
        insights: ['assets/insights-page-i1.js', 'assets/index-e1.js', 'assets/common-c1.js'],
      },
    }),
  );
}

const linksOf = (header: string | string[] | number | undefined) => String(header ?? '').split(/, (?=<)/);

describe('preloads for the pages a visit starts on', () => {
  let distDir: string;
  let t: TestApp;
  const ids = { photo: '', drawing: '', bare: '', hidden: '' };

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
    await writeBuild(distDir);
    t = await createTestApp({}, { webDistDir: distDir });
    const { db } = t.database;
    const owner = await createUser(db, { role: 'gym_owner', email: `owner-${newId()}@example.com` });
    ids.photo = (await createGym(db, { ownerId: owner.id, name: 'Photo Gym' })).id;
    ids.drawing = (await createGym(db, { ownerId: owner.id, name: 'Drawing Gym' })).id;
    ids.bare = (await createGym(db, { ownerId: owner.id, name: 'Bare Gym' })).id;
    ids.hidden = (await createGym(db, { ownerId: owner.id, name: 'Hidden Gym', isApproved: false })).id;
    session = await sessionIn(t);
    await db.insert(gymImages).values([
      { id: newId(), gymId: ids.photo, fileName: 'a1b2.webp', position: 0, width: 1600, variantWidths: [800, 400] },
      { id: newId(), gymId: ids.photo, fileName: 'c3d4.webp', position: 1, width: 1200, variantWidths: [400] },
      { id: newId(), gymId: ids.drawing, fileName: 'floor.svg', position: 0 },
      { id: newId(), gymId: ids.hidden, fileName: 'e5f6.webp', position: 0, width: 1600, variantWidths: [400, 800] },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("has a gym's page preload its chunks and its first picture as the page's <img> describes it", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/gym/${ids.photo}`, headers: session });
    expect(res.statusCode).toBe(200);
    const media = `http://localhost:3000/api/media/gyms/${ids.photo}`;
    expect(linksOf(res.headers.link)).toEqual([
      ...firstLoad,
      '</assets/gym-details-page-g1.js>; rel=modulepreload',
      '</assets/map-pin-m1.js>; rel=modulepreload',
      `<${media}/a1b2.webp>; rel=preload; as=image; fetchpriority=high; ` +
        `imagesrcset="${media}/a1b2-400w.webp 400w, ${media}/a1b2-800w.webp 800w, ${media}/a1b2.webp 1600w"; imagesizes="${gymDetailsPhotoSizes}"`,
    ]);
  });

  it('reads /gyms/{id} as the gym page too, whatever the letter case and a trailing slash', async () => {
    for (const url of [`/gyms/${ids.photo}`, `/GYM/${ids.photo}/`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: session });
      expect(linksOf(res.headers.link), url).toContain('</assets/gym-details-page-g1.js>; rel=modulepreload');
    }
    const city = await t.app.inject({ method: 'GET', url: '/gyms/Pune', headers: session });
    expect(linksOf(city.headers.link)).not.toContain('</assets/gym-details-page-g1.js>; rel=modulepreload');
  });

  it("has a city's page preload its chunk beside the data routes', as Explore does (its gyms come inside the HTML)", async () => {
    for (const url of ['/gyms/Pune', '/GYMS/new%20delhi/', '/gyms/pune?search=fit']) {
      const res = await t.app.inject({ method: 'GET', url, headers: session });
      expect(linksOf(res.headers.link), url).toEqual([...firstLoad, '</assets/city-gyms-page-c1.js>; rel=modulepreload']);
    }
    const signedOut = await t.app.inject({ method: 'GET', url: '/gyms/Pune' });
    expect(linksOf(signedOut.headers.link)).toEqual(firstLoad);
  });

  it('preloads a picture with one file as that file, and none for a gym without pictures', async () => {
    const drawing = await t.app.inject({ method: 'GET', url: `/gym/${ids.drawing}`, headers: session });
    expect(linksOf(drawing.headers.link).at(-1)).toBe(`<http://localhost:3000/api/media/gyms/${ids.drawing}/floor.svg>; rel=preload; as=image; fetchpriority=high`);
    const bare = await t.app.inject({ method: 'GET', url: `/gym/${ids.bare}`, headers: session });
    expect(linksOf(bare.headers.link).at(-1)).toBe('</assets/map-pin-m1.js>; rel=modulepreload');
  });

  it('preloads pictures from MEDIA_PUBLIC_URL, and none whose address could not stand in the header as it is', async () => {
    for (const [base, preloaded] of [
      ['https://cdn.example.com/gymslot', true],
      ['https://cdn.example.com/a"b;c', false],
    ] as const) {
      const cdn = await createTestApp({ MEDIA_PUBLIC_URL: base }, { webDistDir: distDir });
      try {
        const owner = await createUser(cdn.database.db, { role: 'gym_owner' });
        const gym = await createGym(cdn.database.db, { ownerId: owner.id });
        await cdn.database.db.insert(gymImages).values({ id: newId(), gymId: gym.id, fileName: 'floor.svg', position: 0 });
        const res = await cdn.app.inject({ method: 'GET', url: `/gym/${gym.id}`, headers: await sessionIn(cdn) });
        const last = linksOf(res.headers.link).at(-1);
        if (preloaded) expect(last).toBe(`<${base}/gyms/${gym.id}/floor.svg>; rel=preload; as=image; fetchpriority=high`);
        else expect(last).toBe('</assets/map-pin-m1.js>; rel=modulepreload');
      } finally {
        await cdn.close();
      }
    }
  });

  it('names nothing of a gym that is not public: its page is answered as for an id that does not exist', async () => {
    const hidden = await t.app.inject({ method: 'GET', url: `/gym/${ids.hidden}`, headers: session });
    const unknown = await t.app.inject({ method: 'GET', url: `/gym/${newId()}`, headers: session });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.headers.link).toBe(unknown.headers.link);
    expect(linksOf(hidden.headers.link)).toEqual([
      ...firstLoad,
      '</assets/gym-details-page-g1.js>; rel=modulepreload',
      '</assets/map-pin-m1.js>; rel=modulepreload',
    ]);
  });

  it('has Explore preload its chunks, whatever the search (its lists come inside the HTML)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/explore?search=pune', headers: session });
    expect(linksOf(res.headers.link)).toEqual([
      ...firstLoad,
      '</assets/explore-page-x1.js>; rel=modulepreload',
      '</assets/map-pin-m1.js>; rel=modulepreload',
    ]);
  });

  it("has a person's own pages preload their chunks beside the data routes' (issue 32: their first data comes inside the HTML)", async () => {
    const pages = [
      ['/my-bookings', 'my-bookings-page-b1'],
      ['/owner/dashboard', 'owner-dashboard-page-o1'],
      ['/OWNER/bookings/', 'owner-bookings-page-o2'],
      ['/owner/insights', 'insights-page-i1'],
    ];
    for (const [url, chunk] of pages) {
      const res = await t.app.inject({ method: 'GET', url: url ?? '', headers: session });
      expect(linksOf(res.headers.link), url).toEqual([...firstLoad, `</assets/${chunk}.js>; rel=modulepreload`]);
    }
  });

  it('preloads no page without a session: those pages send the visitor to /login', async () => {
    for (const url of ['/explore', `/gym/${ids.photo}`, '/my-bookings', '/owner/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(linksOf(res.headers.link), url).toEqual(firstLoad);
      // The Link header depends on the session cookie: a shared cache must not hand one to another.
      expect(String(res.headers.vary).split(/,\s*/), url).toContain('Cookie');
    }
  });
});

describe('preloads when the catalogue cannot be read', () => {
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
    await writeBuild(distDir);
  });
  afterAll(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it("still serves the gym's page, with the preloads that need no catalogue", async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifyCookie);
    const catalogue = { current: () => Promise.reject(new Error('database unavailable')) };
    // The login check signs the visitor in, so the page is theirs and preloads its chunks.
    app.get('/api/v1/auth/check-status', async () => ({ success: true, user: { name: 'Asha' } }));
    await app.register(webRoutes, { distDir, catalogue, clock: systemClock });
    const res = await app.inject({ method: 'GET', url: `/gym/${newId()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(linksOf(res.headers.link)).toEqual([
      ...firstLoad,
      '</assets/gym-details-page-g1.js>; rel=modulepreload',
      '</assets/map-pin-m1.js>; rel=modulepreload',
    ]);
    await app.close();
  });
});

describe('the order of the preloads (issue 31)', () => {
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
    await writeBuild(distDir);
    await mkdir(path.join(distDir, 'assets'));
    // Sizes as the browser receives them: the brotli copy where the build wrote one.
    const files: [string, number][] = [
      ['assets/index-e1.js', 60_000],
      ['assets/common-c1.js', 40_000],
      ['assets/data-routes-d1.js', 2_000],
      ['assets/city-gyms-page-c1.js', 5_000],
    ];
    for (const [file, size] of files) {
      await writeFile(path.join(distDir, file), 'x'.repeat(size * 3));
      await writeFile(path.join(distDir, `${file}.br`), 'x'.repeat(size));
    }
    t = await createTestApp({}, { webDistDir: distDir });
    session = await sessionIn(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("asks for the largest files first, so the page's own chunk does not wait behind the small shared ones", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gyms/Pune', headers: session });
    expect(linksOf(res.headers.link)).toEqual([
      '</assets/index-e1.js>; rel=modulepreload',
      '</assets/common-c1.js>; rel=modulepreload',
      '</assets/city-gyms-page-c1.js>; rel=modulepreload',
      '</assets/data-routes-d1.js>; rel=modulepreload',
    ]);
  });
});
