import { expect, test } from '@playwright/test';
import { logIn, pageLoggedInAs } from '../support/login';

const IST_OFFSET_MS = 330 * 60_000;
/** A one-hour slot must end by 11:00 PM (an end of 12:00 AM is refused), so 10 PM is the last start. */
const LAST_START_HOUR = 22;
/** Time to book the slot before it starts: a slot that has started cannot be booked. */
const BOOKING_MARGIN_MINUTES = 5;

/** 'hh:mm AM' for a whole hour of the day (0–23). */
function hourLabel(hour: number): string {
  return `${String(hour % 12 || 12).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Today's IST date and the next whole hour that starts at least the margin from now. */
function nextSlotToday(): { date: string; hour: number } {
  const ist = new Date(Date.now() + IST_OFFSET_MS);
  const minuteOfDay = ist.getUTCHours() * 60 + ist.getUTCMinutes() + BOOKING_MARGIN_MINUTES;
  return { date: ist.toISOString().slice(0, 10), hour: Math.floor(minuteOfDay / 60) + 1 };
}

test('a member books a slot today and the owner checks them in with the OTP from the bookings list', async ({ page, browser }) => {
  const { date, hour } = nextSlotToday();
  // An OTP is only taken on the booking's own date (IST), so the slot has to be today.
  test.skip(hour > LAST_START_HOUR, 'No one-hour slot is left to book today in IST; run before 10 PM IST.');
  const slot = hourLabel(hour);

  // The owner opens exactly that hour today at one of their gyms.
  const owner = await pageLoggedInAs(browser, 'owner@example.com');
  const { gyms } = (await (await owner.request.get('/api/gyms/my-gyms')).json()) as { gyms: { _id: string; name: string }[] };
  const gym = gyms.at(-1);
  if (!gym) throw new Error('owner@example.com has no gyms');
  const opened = await owner.request.post('/api/availability/set', {
    data: { gymId: gym._id, date, startTime: slot, endTime: hourLabel(hour + 1) },
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

  // The owner finds it pending in the list, follows its Verify OTP link and submits the prefilled code.
  await owner.goto('/owner/bookings');
  const card = owner.getByRole('article').filter({ hasText: `#${shortId}` });
  await expect(card.getByText(otp, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `Verify OTP of booking ${shortId}` }).click();
  await expect(owner).toHaveURL(/\/owner\/verify-booking\?/);
  await expect(owner.getByLabel('OTP')).toHaveValue(otp);
  await owner.getByRole('button', { name: 'Verify Booking' }).click();
  await expect(owner.getByText('Booking verified successfully')).toBeVisible();

  await owner.goto('/owner/bookings');
  await expect(card.getByText('Verified & Complete')).toBeVisible();
  await expect(card.getByRole('link', { name: /Verify OTP/ })).toHaveCount(0);
  await owner.context().close();

  // The member's list shows it verified, and the admin dashboard lists it too.
  await page.goto('/my-bookings');
  await expect(page.getByRole('article').filter({ hasText: bookingId }).getByRole('button', { name: 'Already Verified' })).toBeDisabled();
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { name: /^All Bookings \(\d+\)$/ })).toBeVisible();
  await expect(admin.getByText('Failed to load all bookings. Please try again.')).toHaveCount(0);
  const adminCard = admin.getByRole('article').filter({ hasText: `#${shortId}` });
  await expect(adminCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(adminCard.getByText(otp, { exact: true })).toBeVisible();
  await admin.context().close();
});
