import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/login';
import { appRunning } from '../support/app-running';

// §8.7 payouts. The e2e server takes payments in the built-in sandbox, which has no Razorpay Route
// (decision 047), and the demo gyms have no linked account: the screen says truthfully that the
// owner is paid outside GymSlot. Route itself is proven against the stand-in Razorpay in the server tests.

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-17');

test('an owner opens Payouts from the dashboard on a phone, picks a month and downloads its statement', async ({ page }) => {
  await logIn(page, 'owner@example.com');
  await page.goto('/owner/dashboard');
  await appRunning(page);
  await page.getByRole('link', { name: 'Payouts: held and released' }).click();
  await expect(page).toHaveURL(/\/owner\/payouts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page.getByText('None of your gyms has a linked Razorpay account, so GymSlot pays you outside the app.', { exact: false })).toBeVisible();
  await expect(page.getByText('Held', { exact: true })).toBeVisible();
  await expect(page.getByText('Released', { exact: true })).toBeVisible();
  await expect(page.getByText(/^No payouts in \w+ \d{4}\.$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const month = page.getByLabel('Month', { exact: true });
  await month.fill('2026-01');
  await expect(page.getByText('No payouts in January 2026.')).toBeVisible();
  const download = page.getByRole('link', { name: 'Download statement (CSV)' });
  await expect(download).toHaveAttribute('href', '/api/owner/payouts/statement.csv?month=2026-01');
  const statement = await page.request.get('/api/owner/payouts/statement.csv?month=2026-01');
  expect(statement.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await statement.text()).toBe('\uFEFFDate,Booking ID,Gym,Amount (INR),Fee (INR),Payout (INR),Status,Transfer ID\r\n');

  const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(phone.viewport.width);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'payouts-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'payouts-1280.png'), fullPage: true });
});
