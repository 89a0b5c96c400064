import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { reviewPromptsUnsubscribePath } from '../support/unsubscribe-link';

// §8.8, §8.9: a member chooses which messages they get on /account, and a 'Rate your visit' mail's
// link stops those mails after one press, without signing in.

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-25');
const PROMPTS = "'Rate your visit' e-mails";

/** Nothing scrolls sideways at the phone's width, nor at a laptop's; a full-page picture of each. */
async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(phone.viewport);
}

test("a member turns 'Rate your visit' off on their account page, and it stays off", async ({ page }) => {
  await logIn(page, 'user@example.com');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  const prompts = page.getByRole('switch', { name: PROMPTS });
  await expect(prompts).toHaveAttribute('aria-checked', 'true');
  await prompts.click();
  await expect(prompts).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Your message settings are up to date.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtBothWidths(page, 'account');

  await page.reload();
  await expect(page.getByRole('switch', { name: PROMPTS })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'E-mail', exact: true })).toHaveAttribute('aria-checked', 'true');

  // The demo account as it was, for anyone trying the demo after this run.
  await page.getByRole('switch', { name: PROMPTS }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Your message settings are up to date.')).toBeVisible();
});

test("the link in a 'Rate your visit' mail asks first, then stops those mails without signing in", async ({ page, browser }) => {
  await logInAsNewMember(page);
  const status = await page.request.get('/api/v1/auth/check-status');
  const { user } = (await status.json()) as { user: { _id: string } };
  const preferences = async () => ((await (await page.request.get('/api/me/preferences')).json()) as { preferences: { reviewPrompts: boolean } }).preferences;

  // Opened from a mail app: a browser with no session.
  const mailReader = await browser.newContext(phone);
  try {
    const link = await mailReader.newPage();
    await link.goto(reviewPromptsUnsubscribePath(user._id));
    await expect(link.getByRole('heading', { level: 1, name: "Stop 'Rate your visit' e-mails?" })).toBeVisible();
    // Opening the link changed nothing: mail scanners open links too.
    expect((await preferences()).reviewPrompts).toBe(true);
    expect(await seriousViolations(link)).toEqual([]);
    await screenshotsAtBothWidths(link, 'unsubscribe');

    await link.getByRole('button', { name: 'Stop these e-mails' }).click();
    await expect(link.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible();
    await expect(link.getByText("You will no longer get 'Rate your visit' e-mails.")).toBeVisible();
    await screenshotsAtBothWidths(link, 'unsubscribe-done');
    await expect(link.getByRole('link', { name: 'Choose which messages you get' })).toHaveAttribute('href', '/account');
  } finally {
    await mailReader.close();
  }

  expect((await preferences()).reviewPrompts).toBe(false);
  await page.goto('/account');
  await expect(page.getByRole('switch', { name: PROMPTS })).toHaveAttribute('aria-checked', 'false');
});
