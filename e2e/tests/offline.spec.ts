import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/login';
import { shownDate } from '../support/new-member';
import { PERSONAL_CACHE, payForABooking } from '../support/offline-booking';
import { appRunning } from '../support/app-running';

// The installable app (API contract §8.5, docs/decisions/040): once My Bookings has been open with
// a network, it and the booking's door pass open with none, under an offline banner; after log-out
// nothing of the person's stays on the phone.

// The worker is this journey's subject; the other journeys run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** The browser's CacheStorage, as much of it as these checks read (the e2e project compiles without the DOM's types). */
interface CacheStorageView {
  has(name: string): Promise<boolean>;
  keys(): Promise<string[]>;
  open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
}

/** The paths of the replies the service worker keeps for offline use. */
const keptReplies = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const { caches } = globalThis as unknown as { caches: CacheStorageView };
    if (!(await caches.has(cacheName))) return [];
    const requests = await (await caches.open(cacheName)).keys();
    return requests.map((request) => new URL(request.url).pathname).sort();
  }, PERSONAL_CACHE);

/** Every address any cache of this origin holds: the precached app and the kept replies. */
const everythingCached = (page: Page) =>
  page.evaluate(async () => {
    const { caches } = globalThis as unknown as { caches: CacheStorageView };
    const names = await caches.keys();
    const lists = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)));
    return lists.flat();
  });

test('My Bookings and the door pass open offline once seen online; after log-out nothing personal is left', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The demo member, not a new one: sign-ups are limited per address, and the other journeys use
  // that budget. Logging out ends this session only.
  await logIn(page, 'user@example.com');
  const { date, time } = await payForABooking(page, 6);

  await page.goto('/my-bookings');
  await appRunning(page);
  const card = page.getByRole('article').filter({ hasText: shownDate(date) }).filter({ hasText: time });
  await expect(card).toHaveCount(1);
  const pass = card.getByRole('img', { name: /^Door pass QR code for Iron Temple Fitness/ });
  await expect(pass).toBeVisible();
  const otp = (await card.getByText(/^\d{6}$/).first().textContent()) ?? '';
  expect(otp).toMatch(/^\d{6}$/);
  const controlled = () =>
    page.evaluate(() => (globalThis as unknown as { navigator: { serviceWorker: { controller: object | null } } }).navigator.serviceWorker.controller !== null);
  await expect.poll(controlled).toBe(true);
  const bookingPass = /^\/api\/bookings\/[0-9a-f]{24}\/pass$/;
  await expect
    .poll(() => keptReplies(page))
    .toEqual(
      expect.arrayContaining(['/api/v1/auth/check-status', '/api/bookings/my-bookings', '/api/bookings/waitlist', expect.stringMatching(bookingPass)]),
    );

  await context.setOffline(true);
  await page.reload();
  // The server writes its replies into every page it sends; the worker's plain copy of the app has none.
  await expect(page.locator('#boot-replies')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toHaveText(
    'Offline. What you see was saved earlier and may be out of date.',
  );
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  await expect(card.getByText(otp, { exact: true }).first()).toBeVisible();
  await expect(pass).toBeVisible();
  await page.screenshot({ path: path.join(import.meta.dirname, '../../docs/screenshots/issue-16/offline-my-bookings.png') });
  // Pages are never kept: offline, the worker answered with the plain app, which holds no one's data.
  expect(await everythingCached(page)).not.toContain('/my-bookings');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toHaveCount(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keptReplies(page)).toEqual([]);

  await context.setOffline(true);
  await page.goto('/my-bookings');
  await appRunning(page);
  // The login check has no saved answer any more, so the guard sends the visitor to log in.
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toHaveCount(0);
  await expect(page.getByText(otp, { exact: true })).toHaveCount(0);
});
