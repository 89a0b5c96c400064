import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, pageLoggedInAs } from '../support/login';
import { addGymAsAdmin } from '../support/admin-gym';

// The server names, in the HTML's Link header, the files Explore and a gym page will need once their
// scripts run (docs/decisions/016), and writes the replies to their first API calls into the HTML
// itself (docs/decisions/030). These check, in a real browser, that each such file is requested
// before the page's own chunk has even arrived, that the page shows its data without asking the API
// again, that the browser never reports a preload it did not use, and that the HTML alone paints
// the app's frame.

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
    /** The API paths the page asked for, in order. */
    // Photos answer under /api/media (issue 31) but are files, not calls.
    apiCalls: () =>
      events.filter((event) => event.kind === 'requested' && event.path.startsWith('/api/') && !event.path.startsWith('/api/media/')).map((event) => event.path),
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

test('a gym page shows its details from the HTML and its first photo from a preload, fetched once', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const gym = await addGymAsAdmin(admin, { tag: 'Preload', withPhoto: true });
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
  expect(load.requestedBefore(shownPhoto, pageChunk), 'the photo asked for before the page\'s chunk arrived').toBe(true);
  await waitForUnusedPreloadWarnings(page);
  expect(load.count(shownPhoto)).toBe(1);
  // The login check and the gym came inside the HTML.
  expect(load.apiCalls()).toEqual([]);
  expect(load.warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});

test('Explore shows its cities and gyms from the HTML, asking the API nothing', async ({ page }) => {
  await signInByApi(page, 'user@example.com');
  const load = recordLoad(page);
  await page.goto('/explore');
  await expect(page.getByRole('heading', { name: 'Cities', level: 2 })).toBeVisible();

  const pageChunk = /\/explore-page-[\w-]+\.js$/;
  expect(load.requestedBefore(pageChunk, entry), "the page's chunk asked for before the entry arrived").toBe(true);
  await waitForUnusedPreloadWarnings(page);
  expect(load.apiCalls()).toEqual([]);
  expect(load.warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});

test('the HTML alone shows the header and a loading skeleton, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/explore');
  await expect(page.getByRole('link', { name: 'GymSlot' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Loading page…')).toBeAttached();
  // The stylesheet is inline: the header is styled (Tailwind's border colour), not a bare link.
  await expect(page.locator('header')).toHaveCSS('border-bottom-style', 'solid');
  await context.close();
});
