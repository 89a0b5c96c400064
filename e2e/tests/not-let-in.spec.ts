import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addGymAsAdmin } from '../support/admin-gym';
import { seriousViolations } from '../support/axe';
import { hindiText } from '../support/hindi';
import { pageLoggedInAs } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { LAST_START_MINUTE, slotStartingSoon, timeLabel } from '../support/slot-soon';
import { appRunning } from '../support/app-running';

// 'Let in, or refunded' (API contract §8.10, docs/decisions/060): a member at the door of a gym that
// does not let them in says so on their phone; the owner sees it first on the dashboard and checks
// them in with the usual verify flow; the member's booking then says they were let in.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-29');
const PHONE = { width: 390, height: 844 };
const OWNER = 'owner2@example.com';
const MEMBER_NAME = 'Anjali Desai';

/** A gym of the journey's own (owner2's, onboarded by the admin), open for an hour from about 30 minutes from now. */
async function openSlotSoon(admin: Page): Promise<{ gymId: string; gymName: string; date: string; slot: string }> {
  const { date, minuteOfDay } = slotStartingSoon();
  const gym = await addGymAsAdmin(admin, { tag: 'Not Let In' });
  const slot = timeLabel(minuteOfDay);
  const opened = await admin.request.post('/api/availability/set', { data: { gymId: gym._id, date, startTime: slot, endTime: timeLabel(minuteOfDay + 60) } });
  expect(opened.status(), await opened.text()).toBe(200);
  return { gymId: gym._id, gymName: gym.name, date, slot };
}

test('a member who is not let in reports it, the owner checks them in, and the report shows resolved', async ({ page, browser }) => {
  test.setTimeout(120_000);
  test.skip(slotStartingSoon().minuteOfDay > LAST_START_MINUTE, 'A slot starting in 30 minutes would end after midnight IST; run outside 10:30–11:30 PM IST.');
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const booking = await openSlotSoon(admin);

  // The member books and pays for the slot, whose check-in window (an hour before it) is open.
  await page.setViewportSize(PHONE);
  await logInAsNewMember(page);
  await page.goto(`/book/${booking.gymId}?${new URLSearchParams({ date: booking.date, time: booking.slot }).toString()}`);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  // The confirmation screen offers it too, beside the pass.
  await expect(page.getByRole('button', { name: "I wasn't let in" })).toBeVisible();

  // At the door, on My Bookings: 'I wasn't let in', a reason and a note.
  await page.goto('/my-bookings');
  await appRunning(page);
  const card = page.getByRole('article').filter({ hasText: booking.gymName }).filter({ hasText: booking.slot });
  await card.getByRole('button', { name: "I wasn't let in" }).click();
  const sheet = page.getByRole('dialog', { name: "I wasn't let in" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: 'They turned me away at the door' }).check();
  await sheet.getByRole('textbox', { name: 'Anything else we should know (optional)' }).fill('The desk said my booking was not on their list.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'not-let-in-sheet-390.png') });
  await sheet.getByRole('button', { name: 'Tell the gym' }).click();
  await expect(sheet).toBeHidden();
  const reported = card.getByText(/^We told the gym\. If they don't let you in or answer by \d{2}:\d{2} [AP]M, you get your money back automatically\.$/);
  await expect(reported).toBeVisible();
  await expect(card.getByRole('button', { name: "I wasn't let in" })).toHaveCount(0);
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(SCREENSHOTS, 'not-let-in-reported-390.png') });

  // The same state in Hindi.
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(card.getByText(hindiText('bookings-not-let-in', 'stateHeading'))).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(SCREENSHOTS, 'not-let-in-reported-hi-390.png') });

  // The owner sees it first on the dashboard, on a phone, and checks the member in.
  const owner = await pageLoggedInAs(browser, OWNER);
  await owner.setViewportSize(PHONE);
  await owner.goto('/owner/dashboard');
  await appRunning(owner);
  const reports = owner.getByRole('region', { name: /^Customers who say they weren't let in/ });
  const report = reports.getByRole('article', { name: MEMBER_NAME }).filter({ hasText: booking.slot });
  await expect(report.getByText('Says they were turned away at the door')).toBeVisible();
  await expect(report.getByText('Their note: “The desk said my booking was not on their list.”')).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'not-let-in-owner-390.png') });
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'not-let-in-owner-1280.png') });
  await report.getByRole('link', { name: `Check in ${MEMBER_NAME}` }).click();
  await expect(owner).toHaveURL(/\/owner\/verify-booking\?/);
  await owner.getByRole('button', { name: 'Verify Booking' }).click();
  await expect(owner.getByText('Booking verified successfully')).toBeVisible();
  await owner.goto('/owner/dashboard');
  await appRunning(owner);
  await expect(owner.getByRole('heading', { level: 1, name: "Your Gym's Dashboard" })).toBeVisible();
  await expect(owner.getByRole('article', { name: MEMBER_NAME }).filter({ hasText: booking.slot })).toHaveCount(0);
  await owner.context().close();

  // The member's booking says they were let in (still in Hindi, as they chose).
  await page.reload();
  await expect(card.getByText(hindiText('bookings-not-let-in', 'stateResolved'))).toBeVisible();

  // The admin finds it among the reports, resolved by the check-in with the OTP.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/reports?status=resolved');
  const adminCard = admin.getByRole('article').filter({ hasText: 'The desk said my booking was not on their list.' });
  await expect(adminCard.getByText(/with the OTP$/)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: path.join(SCREENSHOTS, 'not-let-in-admin-1280.png'), fullPage: true });
  await admin.context().close();
});
