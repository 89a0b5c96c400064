import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/login';
import { ownAddress } from '../support/new-member';
import { mailFromOutbox } from '../support/outbox';

// §8.8: every outgoing message is kept, and admins read the outbox with each recipient masked.
// A sign-up queues one verification mail; the admin then finds it, masked, on the Messages screen.

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-25');

test('an admin opens Messages from the dashboard, finds a new member\'s mail masked and filters to Sent', async ({ page }) => {
  // 'ne…': the server shows the first two letters of the address and hides the rest of its name.
  const email = `newcomer.${Date.now()}@example.com`;
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { name: 'Neha Kulkarni', email, password: 'Outbox-pass-42' },
    headers: { 'x-forwarded-for': ownAddress() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // The mail reaching the outbox folder means a worker delivered it, so it is listed as sent.
  await mailFromOutbox(email, 'Verify your GymSlot email address');

  await logIn(page, 'admin@example.com');
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages(\?status=failed)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  const filter = page.getByRole('group', { name: 'Show messages' });
  await filter.getByRole('button', { name: 'All' }).click();
  const newcomerMail = page.getByRole('article').filter({ hasText: 'ne***@example.com' }).first();
  await expect(newcomerMail).toBeVisible();
  await expect(newcomerMail).toContainText('Email');
  // The full address is never on the screen.
  await expect(page.getByText(email)).toHaveCount(0);

  await filter.getByRole('button', { name: 'Sent' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=sent$/);
  await expect(filter.getByRole('button', { name: 'Sent' })).toHaveAttribute('aria-pressed', 'true');
  // Handing a mail over and recording it as sent are two steps: read the list again until both are done.
  await expect(async () => {
    await page.reload();
    await expect(newcomerMail).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(newcomerMail).toContainText('Sent');
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Sent');
  expect(await seriousViolations(page)).toEqual([]);

  // Cards stack on a phone and nothing scrolls sideways, at either width.
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-messages-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-messages-1280.png'), fullPage: true });
});
