import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, pageLoggedInAs } from '../support/login';
import { photoSizedJpeg } from '../support/photo-sized-jpeg.mjs';

// The server names, in the HTML's Link header, what Explore and a gym page will ask for once their
// scripts run (docs/decisions/016). These check, in a real browser, that each such request goes out
// before the page's own chunk has even arrived, that the page then uses it instead of asking again,
// and that the browser never reports a preload it did not use.

/** The entry script; the data routes, and so a page's chunk, can run only after it. */
const entry = /\/assets\/index-[\w-]+\.js$/;

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

/** Every request, finished download and console warning of the next page load, in order. */
function recordLoad(page: Page) {
  const events: { kind: 'requested' | 'finished'; path: string }[] = [];
  const warnings: string[] = [];
  const record = (kind: 'requested' | 'finished') => (request: Request) => events.push({ kind, path: new URL(request.url()).pathname });
  page.on('request', record('requested'));
  page.on('requestfinished', record('finished'));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return {
    warnings,
    /** How many times the page asked for this path. */
    count: (path: string) => events.filter((event) => event.kind === 'requested' && event.path === path).length,
    /** Whether `path` was asked for before the first file matching `file` had arrived. */
    requestedBefore(path: string | RegExp, file: RegExp): boolean {
      const matches = (eventPath: string) => (typeof path === 'string' ? eventPath === path : path.test(eventPath));
      const requested = events.findIndex((event) => event.kind === 'requested' && matches(event.path));
      const arrived = events.findIndex((event) => event.kind === 'finished' && file.test(event.path));
      return requested !== -1 && arrived !== -1 && requested < arrived;
    },
  };
}

/** A session cookie without loading a page first, so the next page load is a first visit with nothing cached. */
async function signInByApi(page: Page, email: string): Promise<void> {
  const reply = await page.request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.status()).toBe(200);
}

/** Chrome warns a few seconds after the load event about a preload the page did not use. */
async function waitForUnusedPreloadWarnings(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(4_000);
}

test('a gym page gets its details and first photo from the preloads, each fetched once', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const added = await admin.request.post('/api/gyms/add', {
    multipart: {
      ownerEmail: 'owner2@example.com',
      ownerPhoneNumber: '9876543210',
      name: `E2E Preload Gym ${Date.now()}`,
      description: 'Added by the preload journey.',
      amenities: 'Showers',
      capacity: '20',
      contactNumber: '02025531234',
      email: 'desk@e2e-preload.example.in',
      address: '7 Preload Lane, Kothrud',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411038',
      latitude: '18.5074',
      longitude: '73.8077',
      pricePerHour: '249',
      images: { name: 'gym-floor.jpg', mimeType: 'image/jpeg', buffer: await photoSizedJpeg() },
    },
  });
  expect(added.status()).toBe(201);
  const gym = ((await added.json()) as { gym: { _id: string; name: string } }).gym;
  await admin.context().close();

  await signInByApi(page, 'user@example.com');
  const load = recordLoad(page);
  await page.goto(`/gym/${gym._id}`);
  const photo = page.getByRole('img', { name: `Gym ${gym.name} - 1` });
  await expect(page.getByRole('heading', { name: gym.name, level: 1 })).toBeVisible();
  await expect(photo).toHaveJSProperty('complete', true);
  const shownPhoto = new URL(await photo.evaluate((img) => (img as { currentSrc?: string }).currentSrc ?? '')).pathname;
  expect(shownPhoto).toMatch(/-\d+w\.webp$/);

  const pageChunk = /\/gym-details-page-[\w-]+\.js$/;
  expect(load.requestedBefore(pageChunk, entry), "the page's chunk asked for before the entry arrived").toBe(true);
  for (const preloaded of [`/api/gyms/${gym._id}`, shownPhoto, '/api/v1/auth/check-status']) {
    expect(load.requestedBefore(preloaded, pageChunk), `${preloaded} asked for before the page's chunk arrived`).toBe(true);
  }
  await waitForUnusedPreloadWarnings(page);
  expect(load.count(`/api/gyms/${gym._id}`)).toBe(1);
  expect(load.count(shownPhoto)).toBe(1);
  expect(load.count('/api/v1/auth/check-status')).toBe(1);
  expect(load.warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});

test("Explore gets both of its lists from the preloads, each fetched once", async ({ page }) => {
  await signInByApi(page, 'user@example.com');
  const load = recordLoad(page);
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Cities', level: 2 })).toBeVisible();

  const pageChunk = /\/explore-page-[\w-]+\.js$/;
  expect(load.requestedBefore(pageChunk, entry), "the page's chunk asked for before the entry arrived").toBe(true);
  for (const preloaded of ['/api/gyms/city-stats', '/api/gyms/all-public']) {
    expect(load.requestedBefore(preloaded, pageChunk), `${preloaded} asked for before the page's chunk arrived`).toBe(true);
  }
  await waitForUnusedPreloadWarnings(page);
  expect(load.count('/api/gyms/city-stats')).toBe(1);
  expect(load.count('/api/gyms/all-public')).toBe(1);
  expect(load.warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});
