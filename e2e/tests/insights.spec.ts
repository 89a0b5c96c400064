import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/login';
import { appRunning } from '../support/app-running';

interface OwnGym {
  _id: string;
  name: string;
}

interface Insights {
  checkIns: number;
  revenueByDay: { amount: number }[];
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-17');

/** YYYY-MM-DD of today in India, however the runner's clock is set. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The demo owner's gym with the most check-ins in the last 90 days (the demo seed gives some gyms weeks of visits). */
async function busiestOwnGym(page: Page): Promise<OwnGym> {
  const gyms = ((await (await page.request.get('/api/gyms/my-gyms')).json()) as { gyms: OwnGym[] }).gyms;
  const to = istToday();
  const from = daysBefore(to, 89);
  const ranked = await Promise.all(
    gyms.map(async (gym) => {
      const reply = await page.request.get(`/api/gyms/${gym._id}/insights?from=${from}&to=${to}`);
      expect(reply.status(), await reply.text()).toBe(200);
      return { gym, checkIns: ((await reply.json()) as Insights).checkIns };
    }),
  );
  const best = ranked.sort((a, b) => b.checkIns - a.checkIns)[0];
  if (!best || best.checkIns === 0) throw new Error('no demo gym of the owner has check-ins in the last 90 days');
  return best.gym;
}

test('an owner reads how the business is doing on a phone: all gyms, then one gym over 90 days, with tables', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'owner@example.com');
  const gym = await busiestOwnGym(page);

  await page.goto('/owner/dashboard');
  await appRunning(page);
  await page.getByRole('link', { name: 'Insights: revenue, busy hours, occupancy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue by day' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Occupancy by day' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bookings by hour of the week' })).toBeVisible();
  await expect(page.getByLabel('Visits and refunds')).toContainText('Check-ins');

  const oneGym = page.waitForResponse((response) => response.url().includes(`/api/gyms/${gym._id}/insights?`) && response.ok());
  await page.getByLabel('Gym').selectOption({ label: gym.name });
  await oneGym;
  const ninetyDays = page.waitForResponse(
    (response) => response.url().includes(`/api/gyms/${gym._id}/insights?from=${daysBefore(istToday(), 89)}`) && response.ok(),
  );
  await page.getByLabel('Range').selectOption({ label: 'Last 90 days' });
  await ninetyDays;
  await expect(page.getByText(/^Busiest hour: /)).toBeVisible();
  await expect(page.getByText(/of the places offered were booked/)).toBeVisible();
  // The canvas charts are drawn, and as wide as the phone allows.
  await expect(page.locator('canvas').first()).toBeVisible();

  const revenue = page.getByRole('region', { name: 'Revenue by day' });
  await revenue.getByText('Show as table').click();
  const table = page.getByRole('table', { name: 'Revenue by day' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(91);

  expect(await seriousViolations(page)).toEqual([]);
  const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(phone.viewport.width);
  await revenue.getByText('Show as table').click();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'insights-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // uPlot redraws at the new width on its resize observer's next frame.
  await expect.poll(() => page.locator('canvas').first().evaluate((canvas) => canvas.getBoundingClientRect().width)).toBeGreaterThan(400);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'insights-1280.png'), fullPage: true });
});

test('a typed range is checked before it is asked for', async ({ page }) => {
  await logIn(page, 'owner@example.com');
  await page.goto('/owner/insights');
  await appRunning(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue by day' })).toBeVisible();
  await page.getByLabel('Range').selectOption({ label: 'Custom' });
  await page.getByLabel('From', { exact: true }).fill('2024-01-01');
  await page.getByLabel('To', { exact: true }).fill('2025-06-30');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at most 366 days.');
  await page.getByLabel('From', { exact: true }).fill('2025-01-01');
  const asked = page.waitForResponse((response) => response.url().includes('/api/owner/insights?from=2025-01-01&to=2025-06-30'));
  await page.getByRole('button', { name: 'Show' }).click();
  expect((await asked).status()).toBe(200);
  await expect(page.getByText('Wed, 1 Jan 2025 to Mon, 30 Jun 2025')).toBeVisible();
});

test("an admin opens a gym's insights from its card on the admin dashboard", async ({ page }) => {
  await logIn(page, 'admin@example.com');
  await page.goto('/admin/dashboard');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^Insights of / }) }).first();
  const name = await card.getByRole('heading', { level: 3 }).innerText();
  await card.getByRole('link', { name: `Insights of ${name}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Insights: ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Occupancy by day' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
