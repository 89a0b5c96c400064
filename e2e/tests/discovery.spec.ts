import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/login';
import { appRunning } from '../support/app-running';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Tomorrow's calendar date in India, as YYYY-MM-DD. */
const istTomorrow = () => new Date(Date.now() + IST_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);

/** The map tile server is out of reach in CI anyway; failing its requests at once keeps the run quick and even. */
async function blockMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

test('searching on Explore updates the address and the list', async ({ page }) => {
  await logIn(page, 'user@example.com');
  await page.goto('/explore');
  await appRunning(page);
  // Other journeys add gyms while this one runs, so the count is at least the seed's 27.
  const everyCity = page.getByText(/^6 cities • (2[7-9]|[3-9]\d) gyms found$/);
  await expect(everyCity).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search cities and gyms' }).fill('pune');

  await expect(page).toHaveURL(/\/explore\?search=pune$/);
  await expect(page.getByRole('link', { name: 'Explore gyms in Pune' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore gyms in Mumbai' })).toHaveCount(0);
  await expect(page.getByText(/^1 city • \d+ gyms found$/)).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(everyCity).toBeVisible();
});

test('a city leads to a gym, and one tap on Tomorrow to its bookable slots', async ({ page }) => {
  await logIn(page, 'user@example.com');
  await page.goto('/explore');
  await appRunning(page);
  await page.getByRole('link', { name: 'Explore gyms in Mumbai' }).click();
  await expect(page.getByRole('heading', { name: 'Gyms in Mumbai' })).toBeVisible();

  await page.getByRole('link', { name: 'View Details of Iron Temple Fitness' }).click();
  await expect(page.getByRole('heading', { name: 'Iron Temple Fitness', level: 1 })).toBeVisible();
  const gymId = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(gymId).toMatch(/^[0-9a-f]{24}$/);

  // The gallery's arrows are for wide windows only (spec §9); a phone swipes or taps the dots.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Next image' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Show image 2 of \d+$/ })).toBeVisible();

  // Today is chosen on arrival; tomorrow is one tap away.
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const tomorrow = istTomorrow();
  await page.getByRole('button', { name: 'Tomorrow', exact: true }).click();

  // Iron Temple opens at 5 AM every day, and tomorrow's slots cannot have started.
  await expect(page.getByRole('link', { name: '05:00 AM' })).toHaveAttribute(
    'href',
    `/book/${gymId}?date=${tomorrow}&time=05%3A00+AM`,
  );
});

test.describe('with the position shared', () => {
  test.use({ geolocation: { latitude: 19.07, longitude: 72.87 }, permissions: ['geolocation'] });

  test('the map shows the person and nearby gyms, and a new radius fetches again', async ({ page }) => {
    await blockMapTiles(page);
    await logIn(page, 'user@example.com');
    await page.goto('/map');

    await expect(page.getByRole('img', { name: 'Your location' })).toBeVisible();
    const bandstandMarker = page.getByRole('button', { name: 'Bandstand Strength Studio' });
    await expect(bandstandMarker).toBeVisible();
    await expect(page.getByText('Found 1 gym within 5 km')).toBeVisible();
    // The tiles failed, so the gyms are also listed as text; the markers stay.
    await expect(page.getByText('The map could not load (you may be offline). The gyms are listed here instead.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Gyms near you' }).getByRole('link', { name: /Bandstand Strength Studio/ })).toBeVisible();

    await bandstandMarker.click();
    await expect(page.getByRole('heading', { name: 'Bandstand Strength Studio', level: 2 })).toBeFocused();

    await page.getByRole('button', { name: 'Filters' }).click();
    const refetch = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/gyms/nearby' && url.searchParams.get('radius') === '1';
    });
    await page.getByLabel('Radius').selectOption('1');
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await refetch;
    await expect(page.getByText('Found 0 gyms within 1 km')).toBeVisible();
  });
});

test('a refused position falls back to the default location, says why, and puts no "you" on the map', async ({ page }) => {
  await blockMapTiles(page);
  await logIn(page, 'user@example.com');
  await page.goto('/map');

  await expect(page.getByText('Location access denied. Please enable location permissions.')).toBeVisible();
  await expect(page.getByText('Showing default location')).toBeVisible();
  await expect(page.getByText('Your location is off, so the map shows Mumbai and no ‘You are here’ marker.')).toBeVisible();
  await expect(page.getByText(/^Found \d+ gyms? within 5 km$/)).toBeVisible();
  // The map is up, and no 'You are here' at a place the person never chose.
  await expect(page.getByRole('region', { name: 'Map of gyms near you' }).locator('.leaflet-container')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your location' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Map legend' })).not.toContainText('You are here');
});
