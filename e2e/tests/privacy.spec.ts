import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { hindiText } from '../support/hindi';
import { logInAsNewMember } from '../support/new-member';
import { mailMatching } from '../support/outbox';

// API contract §8.11 on a phone: a new member downloads their data, asks for their account to be
// deleted, sees when, and cancels it; anyone opens /privacy and /grievance from the footer, in Hindi.

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-29');

/** Nothing scrolls sideways at the phone's width, nor at a laptop's; a full-page picture of each. */
async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(phone.viewport);
}

test('a new member downloads their data, schedules the deletion of their account, sees it and cancels it', async ({ page }) => {
  const email = await logInAsNewMember(page);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // 'Your data': the file the browser saves is the member's own data.
  const yourData = page.getByRole('region', { name: 'Your data' });
  const saving = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('gymslot-my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { email: string; name: string }; sessions: unknown[] };
  expect(data.account).toMatchObject({ email, name: 'Anjali Desai' });
  expect(data.sessions.length).toBeGreaterThanOrEqual(1);
  await expect(yourData.getByText('Your data was saved as gymslot-my-data.json.')).toBeVisible();
  await yourData.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'privacy-account-data-390.png') });

  // 'Delete my account': the word must be typed as asked.
  const deletion = page.getByRole('region', { name: 'Delete my account' });
  await expect(deletion.getByText('Your account is deleted 48 hours after you ask, so you can change your mind until then.')).toBeVisible();
  const confirmation = deletion.getByLabel('Type DELETE to confirm');
  await confirmation.fill('delete');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deletion.getByText('Type DELETE in capital letters to delete your account.')).toBeVisible();
  await screenshotsAtBothWidths(page, 'privacy-account-delete');
  await confirmation.fill('DELETE');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();

  const scheduled = deletion.getByText(/^Your account will be deleted on \w{3}, \d{1,2} \w{3} \d{4} at \d{2}:\d{2} [AP]M IST\.$/);
  await expect(scheduled).toBeVisible();
  await expect(deletion.getByRole('button', { name: 'Cancel deletion' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtBothWidths(page, 'privacy-account-deletion-scheduled');
  // The member is told by mail (the one channel a new member has on), with the way back.
  const mail = await mailMatching(email, /Your GymSlot account will be deleted on/);
  expect(mail).toContain('/account');

  // It is still there after a reload: the server keeps it.
  await page.reload();
  await expect(scheduled).toBeVisible();
  await deletion.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(deletion.getByText('Your account will not be deleted.')).toBeVisible();
  await expect(confirmation).toBeVisible();
  await screenshotsAtBothWidths(page, 'privacy-account-deletion-cancelled');
  expect(((await (await page.request.get('/api/me/deletion')).json()) as { deletion: unknown }).deletion).toBeNull();
});

test("the footer's Privacy and Grievances links open their pages, in Hindi", async ({ page }) => {
  await page.goto('/');
  // The app is running (the HTML's own frame has the switch too, before the app can answer it).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: hindiText('footer', 'privacy') }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: hindiText('privacy-page', 'title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hindiText('privacy-page', 'sharedHeading') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtBothWidths(page, 'privacy-page-hi');

  await footer.getByRole('link', { name: hindiText('footer', 'grievance') }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await expect(page.getByRole('heading', { level: 1, name: hindiText('grievance-page', 'title') })).toBeVisible();
  // The officer from the server's settings: here the defaults (PUBLIC_URL is localhost).
  await expect(page.getByText('Grievance Officer, GymSlot')).toBeVisible();
  await expect(page.getByRole('link', { name: 'grievance@gymslot.local' })).toHaveAttribute('href', 'mailto:grievance@gymslot.local');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtBothWidths(page, 'privacy-grievance-hi');
});
