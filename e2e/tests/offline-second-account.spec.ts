import { expect, test, type Page } from '@playwright/test';
import { linkFromOutbox } from '../support/outbox';
import { logInAsNewMember, ownAddress, shownDate } from '../support/new-member';
import { PERSONAL_CACHE, payForABooking } from '../support/offline-booking';
import { appRunning } from '../support/app-running';

// Issue 26, finding 9: the service worker kept one copy of each personal reply, whoever asked. A
// second account signing in on the same phone without the first logging out was shown, offline,
// the first person's bookings, OTP and door pass. It keeps each person's replies under them, and
// a login check naming someone else ends the first person's.

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/**
 * Another member signs in on this phone without the first logging out: in a second tab, an app or
 * a browser the worker does not see (the app's own /login sends a signed-in visitor home). Their
 * session cookie replaces the first member's, as any sign-in's does.
 */
async function anotherMemberSignsIn(page: Page): Promise<void> {
  const email = `ravi.${Date.now()}@example.com`;
  const password = 'Second-pass-42';
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { name: 'Ravi Kumar', email, password },
    headers: { 'x-forwarded-for': ownAddress() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(await linkFromOutbox(email, '/verify-email/')).pathname.split('/').at(-1) ?? '';
  expect((await page.request.get(`/api/v1/auth/verify-email/${token}`)).status()).toBe(200);
  expect((await page.request.post('/api/v1/auth/login', { data: { email, password } })).status()).toBe(200);
}

/** The full addresses of the replies the worker keeps (the e2e project compiles without the DOM's types). */
const keptReplies = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const { caches } = globalThis as unknown as {
      caches: { has(name: string): Promise<boolean>; open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
    };
    if (!(await caches.has(cacheName))) return [];
    return (await (await caches.open(cacheName)).keys()).map((request) => request.url);
  }, PERSONAL_CACHE);

/** What the page gets when it asks for `path` now: the status, or 0 when nothing answered. */
const askFromPage = (page: Page, path: string) =>
  page.evaluate((url) => fetch(url).then((res) => res.status, () => 0), path);

test("a second account signing in on the same phone is never shown the first one's booking, OTP or pass offline", async ({ page, context }) => {
  test.setTimeout(120_000);
  await logInAsNewMember(page);
  const { date, time } = await payForABooking(page, 8);
  await page.goto('/my-bookings');
  await appRunning(page);
  const card = page.getByRole('article').filter({ hasText: shownDate(date) }).filter({ hasText: time });
  await expect(card.getByRole('img', { name: /^Door pass QR code for Iron Temple Fitness/ })).toBeVisible();
  const otp = (await card.getByText(/^\d{6}$/).first().textContent()) ?? '';
  expect(otp).toMatch(/^\d{6}$/);
  const pass = /\/api\/bookings\/[0-9a-f]{24}\/pass(\?|$)/;
  // Once the worker controls the page it keeps the first member's list and pass.
  await expect.poll(async () => (await keptReplies(page)).filter((url) => pass.test(url))).toHaveLength(1);
  const firstPass = new URL((await keptReplies(page)).find((url) => pass.test(url)) ?? '').pathname;

  // Someone else signs in on the same phone; the first member never logged out. Their first page
  // tells the worker who is signed in now.
  await anotherMemberSignsIn(page);
  await page.goto('/');
  await expect(page.getByText('Welcome back, Ravi Kumar!')).toBeVisible();
  await expect.poll(async () => (await keptReplies(page)).filter((url) => url.includes(firstPass))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/my-bookings');
  await appRunning(page);
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toBeVisible();
  await expect(page.getByText(otp, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Door pass QR code/ })).toHaveCount(0);
  expect(await askFromPage(page, firstPass)).toBe(0);
});
