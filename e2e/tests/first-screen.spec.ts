import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { appRunning } from '../support/app-running';
import { DEMO_PASSWORD } from '../support/login';

// Decision 076: a signed-in person's data pages arrive drawn in the HTML, from the same replies the
// page's calls get, so a slow phone network shows the page before any script has come; the app then
// takes over with the same page, never a spinner or skeleton between.

/** A phone, as its browser says it is one (the server draws a phone's layout for it). */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** A context signed in as `email` through the API, so the next page load is the first. */
async function signedInContext(browser: Browser, email: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...phone, ...options });
  const reply = await context.request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(reply.status()).toBe(200);
  return context;
}

test.describe('with no script at all, the HTML shows the page itself', () => {
  test("a member's Explore, city, gym and bookings", async ({ browser }) => {
    const context = await signedInContext(browser, 'user@example.com', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/explore');
    await expect(page.getByRole('heading', { name: 'Cities', level: 2 })).toBeVisible();
    const pune = page.getByRole('link', { name: /Pune/ }).first();
    await expect(pune).toBeVisible();

    await page.goto('/gyms/Pune');
    await expect(page.getByRole('heading', { name: 'Gyms in Pune', level: 1 })).toBeVisible();
    const firstGym = page.locator('main li article a[href^="/gym/"]').first();
    await expect(firstGym).toBeVisible();
    const gymPath = await firstGym.getAttribute('href');

    await page.goto(gymPath ?? '');
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toBeVisible();
    await expect(page).toHaveTitle(`${await name.textContent()} | GymSlot`);

    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading page…')).toHaveCount(0);
    await context.close();
  });

  test("an owner's dashboard, bookings and insights, in Hindi", async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, 'owner@example.com', { javaScriptEnabled: false });
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/owner/dashboard');
    await expect(page.getByRole('heading', { name: 'आपके जिम का डैशबोर्ड', level: 1 })).toBeVisible();
    await expect(page.locator('main li article').first()).toBeVisible();
    await page.goto('/owner/bookings');
    // A phone opens on Today.
    await expect(page.locator('section[aria-labelledby="today-heading"]')).toBeVisible();
    await page.goto('/owner/insights');
    await expect(page.getByRole('heading', { name: 'इनसाइट्स', level: 1 })).toBeVisible();
    await expect(page.locator('main dl').first()).toBeVisible();
    // A control is no use until the app runs, and says so; a link works at once.
    await expect(page.locator('main select').first()).toBeDisabled();
    await context.close();
  });
});

test('the app takes over the drawn page without a spinner or skeleton between, asks the API nothing, and works', async ({ browser }) => {
  const context = await signedInContext(browser, 'user@example.com');
  const page = await context.newPage();
  // Whether main ever showed the login check's spinner or the loading skeleton, however briefly. (In
  // the page's own language: this project's types have no DOM.)
  await page.addInitScript({
    content: `
      window.loadingShown = false;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            // The app's first render adds its whole tree at once; a later one, parts of main.
            const main = node instanceof Element ? (node.closest('main') ?? node.querySelector('main')) : node.parentElement?.closest('main');
            if (/Checking your login…|Loading page…/.test(main?.textContent ?? '')) window.loadingShown = true;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    `,
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/media/')) calls.push(pathname);
  });
  await page.goto('/gyms/Pune');
  const firstGym = page.locator('main li article a[href^="/gym/"]').first();
  await expect(firstGym).toBeVisible();
  await appRunning(page);
  expect(await page.evaluate('window.loadingShown')).toBe(false);
  expect(calls).toEqual([]);
  await expect(page.locator('main input').first()).toBeEnabled();
  // The app's own page: its links lead on.
  await firstGym.click();
  await expect(page).toHaveURL(/\/gym\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
