import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from '../support/login';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Tomorrow's IST calendar date, so every slot of it is still in the future and cancellable. */
const tomorrowInIst = () => new Date(Date.now() + IST_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);

interface BookableSlot {
  gymId: string;
  gymName: string;
  slot: string;
}

/** The first demo gym with a free slot on `date`; the last slot of the day, out of the way of other journeys. */
async function findBookableSlot(request: APIRequestContext, date: string): Promise<BookableSlot> {
  const gyms = (await (await request.get('/api/gyms/all-public')).json()) as { data: { _id: string; name: string }[] };
  for (const gym of gyms.data) {
    const reply = await request.get(`/api/availability/user/${gym._id}/slots?date=${date}`);
    const { slots } = (await reply.json()) as { slots: string[] };
    const slot = slots.at(-1);
    if (slot !== undefined) return { gymId: gym._id, gymName: gym.name, slot };
  }
  throw new Error(`No demo gym has a free slot on ${date}`);
}

test('a member books a slot, pays in the sandbox checkout, keeps the OTP across reloads and cancels', async ({ page }) => {
  await logIn(page, 'user@example.com');
  const date = tomorrowInIst();
  const { gymId, gymName, slot } = await findBookableSlot(page.request, date);

  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await expect(page.getByLabel('Gym')).toHaveValue(gymName);
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await expect(page.getByLabel('Time slot')).toHaveValue(slot);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText('Booking initiated! Redirecting to payment...')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f]{24}$/);
  const bookingId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();

  const checkout = page.getByRole('dialog', { name: 'GymSlot' });
  await expect(checkout.getByText('Test mode')).toBeVisible();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${bookingId}$`));
  const otpText = page.getByText(/^\d{6}$/);
  const otp = (await otpText.textContent()) ?? '';
  expect(otp).toMatch(/^\d{6}$/);
  await expect(page.getByText(gymName)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page.getByText(otp, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'View My Bookings' }).click();
  // My Bookings shows ids as their first 8 characters (spec §9).
  const card = page.getByRole('article').filter({ hasText: bookingId.slice(0, 8) });
  await expect(card.getByText(otp, { exact: true })).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText(otp, { exact: true })).toBeVisible();

  const question = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await card.getByRole('button', { name: 'Cancel Booking' }).click();
  expect(await question).toBe('Are you sure you want to cancel this booking?');
  await expect(page.getByText('Booking cancelled successfully!')).toBeVisible();
  // It moves to Past, and the sandbox refunds at once.
  const pastCard = page.getByRole('region', { name: 'Past' }).getByRole('article').filter({ hasText: bookingId.slice(0, 8) });
  await expect(pastCard.getByText('Cancelled and refunded')).toBeVisible();
  await expect(pastCard.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
});
