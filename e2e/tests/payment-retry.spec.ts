import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInAsNewMember, shownDate } from '../support/new-member';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const GYM_NAME = 'Iron Temple Fitness';

/** The IST calendar date five days ahead: no other journey books on it. */
const fiveDaysAheadInIst = () => new Date(Date.now() + IST_OFFSET_MS + 5 * DAY_MS).toISOString().slice(0, 10);

/** The demo gym and its first free slot on `date`. */
async function firstSlotAtDemoGym(request: APIRequestContext, date: string) {
  const { gyms } = (await (await request.get('/api/gyms/city/Mumbai')).json()) as { gyms: { _id: string; name: string }[] };
  const gym = gyms.find(({ name }) => name === GYM_NAME);
  if (!gym) throw new Error(`${GYM_NAME} is not in the demo data`);
  const { slots } = (await (await request.get(`/api/availability/user/${gym._id}/slots?date=${date}`)).json()) as { slots: string[] };
  const slot = slots[0];
  if (slot === undefined) throw new Error(`${GYM_NAME} has no free slot on ${date}`);
  return { gymId: gym._id, slot };
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a failed payment keeps the hold and a second attempt on the same order confirms it', async ({ page }) => {
  await logInAsNewMember(page);
  const date = fiveDaysAheadInIst();
  const { gymId, slot } = await firstSlotAtDemoGym(page.request, date);

  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await expect(page.getByLabel('Gym')).toHaveValue(GYM_NAME);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f]{24}$/);
  const bookingId = page.url().split('/').at(-1) ?? '';

  const pay = page.getByRole('button', { name: 'Pay Now with Razorpay' });
  const checkout = page.getByRole('dialog', { name: 'GymSlot' });
  await pay.click();
  await checkout.getByRole('button', { name: 'Simulate failure' }).click();

  await expect(page.getByRole('alert')).toHaveText('Payment failed. Try again.');
  await expect(checkout).toBeHidden();
  await expect(pay).toBeEnabled();
  await expect(pay).toBeFocused();
  const timer = page.getByRole('timer');
  const shownAfterFailure = (await timer.textContent()) ?? '';
  expect(shownAfterFailure).toMatch(/^1[45]:\d\d$/);
  await expect(timer).not.toHaveText(shownAfterFailure);

  await pay.click();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/confirmation/${bookingId}$`));

  await page.getByRole('link', { name: 'View My Bookings' }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { name: GYM_NAME })).toBeVisible();
  await expect(cards.getByText(shownDate(date), { exact: true })).toBeVisible();
  await expect(cards.getByText(slot, { exact: true })).toBeVisible();
  await expect(cards.getByText(bookingId.slice(0, 8), { exact: true })).toBeVisible();
});
