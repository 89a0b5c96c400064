import { expect, test } from '@playwright/test';
import { logIn } from '../support/login';
import { appRunning } from '../support/app-running';

test.use({ viewport: { width: 390, height: 844 } });

interface BusyHoursReply {
  weeks: number;
  hours: { dayOfWeek: string; hour: number; level: number }[];
}

test("a demo gym's page shows how busy it usually is, as bars and as text, on a phone", async ({ page }) => {
  const all = await page.request.get('/api/gyms/all-public');
  expect(all.status()).toBe(200);
  const { data: gyms } = (await all.json()) as { data: { _id: string; name: string }[] };
  // The seed gives the first gym of every city weeks of visits; find one with a very busy hour.
  let busiest: { _id: string; name: string } | undefined;
  for (const gym of gyms) {
    const reply = (await (await page.request.get(`/api/gyms/${gym._id}/busy-hours`)).json()) as BusyHoursReply;
    if (reply.hours.some((hour) => hour.level === 4)) {
      busiest = gym;
      break;
    }
  }
  expect(busiest, 'a demo gym with a busy hour').toBeDefined();

  await logIn(page, 'user@example.com');
  await page.goto(`/gym/${busiest?._id ?? ''}`);
  await appRunning(page);
  const chart = page.getByRole('region', { name: 'Usually busy' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days, from the last 4 weeks of visits$/)).toBeVisible();
  // The text alternative names each hour and how busy it is.
  const items = chart.getByRole('listitem');
  await expect(items.first()).toHaveText(/^\d{1,2} (AM|PM): (empty|quiet|a little busy|busy|very busy)$/);
  expect(await items.count()).toBeGreaterThan(6);
  await expect(chart.locator('[title]').first()).toBeVisible();

  // Another day of the slot chips shows that weekday's hours.
  const before = await chart.getByText(/days, from the last/).textContent();
  await page.getByRole('button', { name: 'Tomorrow', exact: true }).click();
  await expect(chart.getByText(/days, from the last/)).not.toHaveText(before ?? '');

  // Nothing spills sideways on a 390 px screen.
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
});
