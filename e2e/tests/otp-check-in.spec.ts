import { expect, test } from '@playwright/test';
import { logIn, pageLoggedInAs } from '../support/login';
import { LAST_START_MINUTE, slotStartingSoon, timeLabel } from '../support/slot-soon';
import { appRunning } from '../support/app-running';

test('a member books a slot starting soon and the owner checks them in with the OTP from the bookings list', async ({ page, browser }) => {
  const { date, minuteOfDay } = slotStartingSoon();
  // The owner opens a slot whose check-in window is already open, so it has to end by midnight.
  test.skip(minuteOfDay > LAST_START_MINUTE, 'A slot starting in 30 minutes would end after midnight IST; run outside 10:30–11:30 PM IST.');
  const slot = timeLabel(minuteOfDay);

  // The owner opens exactly that hour, starting at that minute, at one of their gyms.
  const owner = await pageLoggedInAs(browser, 'owner@example.com');
  const { gyms } = (await (await owner.request.get('/api/gyms/my-gyms')).json()) as { gyms: { _id: string; name: string }[] };
  const gym = gyms.at(-1);
  if (!gym) throw new Error('owner@example.com has no gyms');
  const opened = await owner.request.post('/api/availability/set', {
    data: { gymId: gym._id, date, startTime: slot, endTime: timeLabel(minuteOfDay + 60) },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  // The member books and pays for it, and keeps the OTP from the confirmation screen.
  await logIn(page, 'user@example.com');
  await page.goto(`/book/${gym._id}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await expect(page.getByLabel('Gym')).toHaveValue(gym.name);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  const bookingId = page.url().split('/').at(-1) ?? '';
  const shortId = bookingId.slice(0, 8);
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const otp = (await page.getByText(/^\d{6}$/).textContent()) ?? '';
  expect(otp).toMatch(/^\d{6}$/);

  // The owner finds it pending and open for check-in, follows its Verify OTP link and submits the prefilled code.
  await owner.goto('/owner/bookings');
  await appRunning(owner);
  const card = owner.getByRole('article').filter({ hasText: `#${shortId}` });
  await expect(card.getByText(otp, { exact: true })).toBeVisible();
  await expect(card.getByText(`Check-in open until ${timeLabel(minuteOfDay + 60)}`)).toBeVisible();
  await card.getByRole('link', { name: `Verify OTP of booking ${shortId}` }).click();
  await expect(owner).toHaveURL(/\/owner\/verify-booking\?/);
  await expect(owner.getByLabel('OTP')).toHaveValue(otp);
  await owner.getByRole('button', { name: 'Verify Booking' }).click();
  await expect(owner.getByText('Booking verified successfully')).toBeVisible();

  await owner.goto('/owner/bookings');
  await appRunning(owner);
  await expect(card.getByText('Verified & Complete')).toBeVisible();
  await expect(card.getByText(/^Checked in at \d{2}:\d{2} [AP]M$/)).toBeVisible();
  await expect(card.getByRole('link', { name: /Verify OTP/ })).toHaveCount(0);
  await owner.context().close();

  // The member's list shows it verified, and the admin dashboard lists it too.
  await page.goto('/my-bookings');
  await appRunning(page);
  await expect(page.getByRole('article').filter({ hasText: shortId }).getByRole('button', { name: 'Already Verified' })).toBeDisabled();
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { name: /^All Bookings \((latest )?\d+\)$/ })).toBeVisible();
  await expect(admin.getByText('Failed to load all bookings. Please try again.')).toHaveCount(0);
  const adminCard = admin.getByRole('article').filter({ hasText: `#${shortId}` });
  await expect(adminCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(adminCard.getByText(otp, { exact: true })).toBeVisible();
  await admin.context().close();
});
