import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hindiText } from '../support/hindi';
import { logIn } from '../support/login';
import { shownDate } from '../support/new-member';
import { noSlotsLeftToday } from '../support/no-slots-today';
import { PERSONAL_CACHE, payForABooking } from '../support/offline-booking';
import { appRunning } from '../support/app-running';

// Issue 31, items 4 and 5 (decision 067): a paid booking is never shown as failed at the door. The
// confirmation page is kept offline like My Bookings: opened with no network, it shows the booking
// confirmed with its pass and says when that copy was saved; My Bookings says the same, in Hindi too.
// On the way: the cancellation deadline on My Bookings, and the gym page's late-night 'No more slots today'.

// The worker is this journey's subject, as in offline.spec.ts; the other journeys run without it.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const shots = path.join(import.meta.dirname, '../../docs/screenshots/issue-31');

/** The paths of the replies the service worker keeps for offline use. */
const keptReplies = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const { caches } = globalThis as unknown as {
      caches: { has(name: string): Promise<boolean>; open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
    };
    if (!(await caches.has(cacheName))) return [];
    return (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname);
  }, PERSONAL_CACHE);

const controlled = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { navigator: { serviceWorker: { controller: object | null } } }).navigator.serviceWorker.controller !== null);

test('a paid booking opens confirmed with its pass at a door with no network, in English and Hindi', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Late at night today has no slot left: the browser is told so (the server's clock is the real one),
  // and tomorrow's first slot is the gym's own. The worker passes this call through, so the context routes it.
  const slotsBackToday = await noSlotsLeftToday(context);

  await logIn(page, 'user@example.com');
  await page.goto('/gyms/Mumbai');
  await appRunning(page);
  // Reached from the city page, the gym page asks for today's slots itself (no reply in its HTML).
  await page.getByRole('link', { name: 'View Details of Iron Temple Fitness' }).click();
  await expect(page.getByText(/^No more slots today — tomorrow opens at \d\d:\d\d [AP]M$/)).toBeVisible();
  await expect(page.getByText(/No availability found/)).toHaveCount(0);
  await page.getByText(/^No more slots today/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'no-more-slots-en-390.png') });
  await slotsBackToday();

  const { date, time } = await payForABooking(page, 10);
  const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(bookingId).toMatch(/^[0-9a-f]{24}$/);
  await expect.poll(() => controlled(page)).toBe(true);

  // Online, My Bookings shows until when the booking can be cancelled; the worker keeps the list and the pass.
  await page.goto('/my-bookings');
  await appRunning(page);
  const card = page.getByRole('article').filter({ hasText: shownDate(date) }).filter({ hasText: time });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^Free cancellation until /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
  await card.getByText(/^Free cancellation until /).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'cancel-deadline-en-390.png') });

  // The confirmation page, opened online through the worker, is kept too.
  await page.goto(`/confirmation/${bookingId}`);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect
    .poll(() => keptReplies(page))
    .toEqual(expect.arrayContaining([`/api/bookings/${bookingId}`, `/api/bookings/${bookingId}/pass`, '/api/bookings/my-bookings']));

  // At the door: no network. A fresh visit (no state handed over by the payment screen) is answered
  // from the worker's copies: the app's frame and this person's booking with its pass.
  await context.setOffline(true);
  await page.goto(`/confirmation/${bookingId}`);
  await expect(page.locator('#boot-replies')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText(/^Offline — showing this booking as of \d\d:\d\d [AP]M$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Door pass QR code for Iron Temple Fitness/ })).toBeVisible();
  await expect(page.getByText(/Failed/)).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'confirmation-offline-en-390.png'), fullPage: true });

  // In Hindi, My Bookings says what it shows and when it was saved.
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto('/my-bookings');
  await appRunning(page);
  const [before = '', after = ''] = hindiText('bookings-saved-copy-note', 'bookings').split('{time}');
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByText(new RegExp(`^${escaped(before)}\\d\\d:\\d\\d [AP]M${escaped(after)}$`))).toBeVisible();
  // The booking and its door pass are there, from the copy saved online.
  await expect(page.getByRole('article').filter({ hasText: bookingId.slice(0, 8) }).getByRole('img').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'my-bookings-offline-hi-390.png') });

  // Back online the language goes back to English for the next journeys' demo member.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
