import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addGymAsAdmin } from '../support/admin-gym';
import { seriousViolations } from '../support/axe';
import { pageLoggedInAs } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { appRunning } from '../support/app-running';

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-17');
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Tomorrow's IST date and its weekday: every slot of it is still ahead. */
function tomorrowInIst(): { date: string; weekday: string } {
  const tomorrow = new Date(Date.now() + IST_OFFSET_MS + DAY_MS);
  return { date: tomorrow.toISOString().slice(0, 10), weekday: WEEKDAYS[tomorrow.getUTCDay()] ?? 'Monday' };
}

test('an owner prices quiet mornings lower, and a member sees and pays that lower price', async ({ browser }) => {
  test.setTimeout(90_000);
  const { date, weekday } = tomorrowInIst();

  // A gym of its own (₹249 / hour, owner2's), open tomorrow 06:00 AM to 10:00 PM, so no other journey's prices change.
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const gym = await addGymAsAdmin(admin, { tag: 'Price Bands' });
  const opened = await admin.request.post('/api/availability/set', {
    data: { gymId: gym._id, date, startTime: '06:00 AM', endTime: '10:00 PM' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  await admin.context().close();

  // The owner, on a phone: from the gym's card to its Prices screen, one band for tomorrow's mornings.
  const owner = await pageLoggedInAs(browser, 'owner2@example.com');
  await owner.setViewportSize(phone.viewport);
  await owner.goto('/owner/dashboard');
  await appRunning(owner);
  const card = owner.getByRole('article').filter({ has: owner.getByRole('heading', { name: gym.name, exact: true }) });
  await card.getByRole('link', { name: `Prices of ${gym.name}`, exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(owner.getByText(/No price bands yet/)).toBeVisible();

  await owner.getByRole('button', { name: 'Add a band' }).click();
  const band = owner.getByRole('group', { name: 'Band 1' });
  await band.getByLabel('Day').selectOption(weekday);
  await band.getByLabel('From').selectOption('06:00 AM');
  await band.getByLabel('Until').selectOption('09:00 AM');
  await band.getByLabel('Price per hour (₹)').fill('149');
  // A second band that overlaps it: the problem shows on that band, in plain words.
  await owner.getByRole('button', { name: 'Add a band' }).click();
  const clash = owner.getByRole('group', { name: 'Band 2' });
  await clash.getByLabel('Day').selectOption(weekday);
  await clash.getByLabel('From').selectOption('08:00 AM');
  await clash.getByLabel('Price per hour (₹)').fill('199');
  await owner.getByRole('button', { name: 'Save prices' }).click();
  await expect(clash.getByText('These hours overlap band 1 on the same day. Change the day or the hours of one of them.')).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);

  await owner.getByRole('button', { name: 'Remove band 2' }).click();
  const saved = owner.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/gyms/${gym._id}/price-bands`));
  await owner.getByRole('button', { name: 'Save prices' }).click();
  expect((await saved).status()).toBe(200);
  await expect(owner.getByText('Prices saved.')).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);
  expect(await owner.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'price-bands-390.png'), fullPage: true });
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'price-bands-1280.png'), fullPage: true });
  await owner.context().close();

  // A new member (no other journey's holds count against them), on a phone: the morning slot shows
  // its lower price on the gym page, and that is what they pay.
  const member = await (await browser.newContext({ ...phone })).newPage();
  await logInAsNewMember(member);
  await member.goto(`/gym/${gym._id}?date=${date}`);
  await appRunning(member);
  await expect(member.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
  const offPeak = member.getByRole('link', { name: /^07:00 AM, ₹149 \/ hour, Off-peak, \d+ places left$/ });
  await expect(offPeak).toBeVisible();
  await expect(member.getByRole('link', { name: /^10:00 AM, ₹249 \/ hour, \d+ places left$/ })).toBeVisible();
  expect(await seriousViolations(member)).toEqual([]);
  await offPeak.scrollIntoViewIfNeeded();
  await member.screenshot({ path: path.join(SCREENSHOTS, 'gym-slot-prices-390.png') });

  // The slot's quick checkout (§8.13) shows and charges that slot's own price.
  await offPeak.click();
  const sheet = member.getByRole('dialog', { name: gym.name, exact: true });
  await expect(sheet.getByText('₹149 / hour', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Pay ₹149', exact: true }).click();
  const checkout = member.getByRole('dialog', { name: 'GymSlot', exact: true });
  await expect(checkout.getByRole('button', { name: /^Pay ₹149\b/ })).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay ₹149\b/ }).click();
  await expect(member.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await member.context().close();
});
