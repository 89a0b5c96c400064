import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/login';

// Every page of spec §2's route table, per role and in English and Hindi, checked with axe-core for
// serious or critical WCAG 2.1 AA violations. Ids are real ones read from the API, so pages show
// their content rather than a not-found state.

type Language = 'en' | 'hi';
const devanagari = /[\u0900-\u097F]/;

interface GymRef {
  _id: string;
  city: string;
}

/** A placeholder booking id: the user has no booking in the demo seed, and these pages show their failure state. */
const unknownBookingId = '0'.repeat(24);

async function firstPublicGym(page: Page): Promise<GymRef> {
  const reply = (await (await page.request.get('/api/gyms/all-public')).json()) as { data: GymRef[] };
  const gym = reply.data[0];
  if (!gym) throw new Error('the demo seed has no public gym');
  return gym;
}

async function firstOwnGym(page: Page): Promise<GymRef> {
  const reply = (await (await page.request.get('/api/gyms/my-gyms')).json()) as { gyms: GymRef[] };
  const gym = reply.gyms[0];
  if (!gym) throw new Error('the demo owner has no gym');
  return gym;
}

async function firstBookingId(page: Page): Promise<string> {
  const reply = (await (await page.request.get('/api/bookings/my-bookings')).json()) as { bookings?: { _id: string }[] };
  return reply.bookings?.[0]?._id ?? unknownBookingId;
}

/** Waits until the page's data has arrived and its loading placeholders are gone. */
async function waitForContent(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByText(/^(Loading|Fetching your location|लोड हो रहा है|आपकी लोकेशन)/)).toHaveCount(0);
}

/** From here on the pages open in `language`, as after a tap on the language switch. */
async function readIn(page: Page, language: Language): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL ?? '' }]);
}

/** The page speaks the language: `<html lang>`, and in Hindi a heading of the page in Devanagari. */
async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (language === 'hi') await expect(page.locator('main').locator('h1, h2, h3').filter({ hasText: devanagari }).first()).toBeVisible();
}

async function expectNoSeriousViolations(page: Page, language: Language, paths: string[]): Promise<void> {
  await readIn(page, language);
  const failures: string[] = [];
  for (const path of paths) {
    const violations = await test.step(path, async () => {
      await page.goto(path);
      await waitForContent(page);
      await expectLanguage(page, language);
      return seriousViolations(page);
    });
    if (violations.length > 0) failures.push(`${path}\n  ${violations.join('\n  ')}`);
  }
  expect(failures, `axe found serious or critical violations:\n${failures.join('\n')}`).toEqual([]);
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`axe-core on every page of every role (${language})`, () => {
    // Each test visits up to 15 pages and runs axe on each; a busy machine needs the room.
    test.describe.configure({ timeout: 180_000 });
    test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

    test('logged out', async ({ page }) => {
      await expectNoSeriousViolations(page, language, [
        '/',
        '/login',
        '/register',
        '/verify-email/not-a-real-token',
        '/forgot-password',
        '/reset-password/not-a-real-token',
        '/aboutus',
        '/partnership',
        '/help',
        '/contactus',
        '/no-such-page',
      ]);
    });

    test('user', async ({ page }) => {
      await logIn(page, 'user@example.com');
      const gym = await firstPublicGym(page);
      const bookingId = await firstBookingId(page);
      await expectNoSeriousViolations(page, language, [
        '/',
        '/explore',
        '/cities',
        `/gyms/${encodeURIComponent(gym.city)}`,
        `/gym/${gym._id}`,
        '/find-gyms',
        '/search',
        '/map',
        '/nearby',
        `/book/${gym._id}`,
        `/payment/${bookingId}`,
        `/confirmation/${bookingId}`,
        '/my-bookings',
        '/partnership',
        '/unauthorized',
      ]);
    });

    test('gym owner', async ({ page }) => {
      await logIn(page, 'owner@example.com');
      const gym = await firstOwnGym(page);
      await expectNoSeriousViolations(page, language, [
        '/',
        '/owner/dashboard',
        '/owner/bookings',
        '/owner/verify-booking',
        `/owner/gym/${gym._id}/set-recurring-availability`,
        '/owner/set-date-availability',
        `/owner/gym/${gym._id}/all-availability`,
      ]);
    });

    test('admin', async ({ page }) => {
      await logIn(page, 'admin@example.com');
      const gym = await firstPublicGym(page);
      await expectNoSeriousViolations(page, language, [
        '/',
        '/admin/dashboard',
        '/admin/add-gym',
        '/admin/date-availability',
        `/admin/gym/${gym._id}/all-availability`,
      ]);
    });
  });
}
