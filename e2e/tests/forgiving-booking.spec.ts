import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInAsNewMember, shownDate } from '../support/new-member';
import { appRunning } from '../support/app-running';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar date `days` ahead. */
const daysAheadInIst = (days: number) => new Date(Date.now() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The first public gym with two free slots on `date`, and its second one, out of the way of the other
 * journeys' first and last. Other journeys add gyms of their own with few or no slots, and the
 * newest come first in the list.
 */
async function slotOn(request: APIRequestContext, date: string) {
  const { data } = (await (await request.get('/api/gyms/all-public')).json()) as { data: { _id: string; name: string }[] };
  for (const gym of data) {
    const { slots } = (await (await request.get(`/api/availability/user/${gym._id}/slots?date=${date}`)).json()) as { slots: string[] };
    const slot = slots[1];
    if (slot !== undefined) return { gymId: gym._id, gymName: gym.name, slot };
  }
  throw new Error(`No public gym has two free slots on ${date}`);
}

/** Holds a slot straight through the API, as the book screen would; answers the booking id. */
async function holdThroughApi(request: APIRequestContext, date: string): Promise<string> {
  const { gymId, slot } = await slotOn(request, date);
  const reply = await request.post('/api/bookings/initiate', { data: { gymId, bookingDate: date, timeSlot: slot } });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { bookingId: string }).bookingId;
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, Back and a reload from the payment screen lead back to the one live hold, and My Bookings puts the next workout first', async ({
  page,
}) => {
  await logInAsNewMember(page);
  const date = daysAheadInIst(3);
  const { gymId, gymName, slot } = await slotOn(page.request, date);
  const bookUrl = `/book/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`;

  await page.goto(bookUrl);
  await expect(page.getByLabel('Gym')).toHaveValue(gymName);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f]{24}$/);
  const bookingId = page.url().split('/').at(-1) ?? '';
  // What the money is for: the gym, the date, the slot and the amount.
  await expect(page.getByText(gymName, { exact: true })).toBeVisible();
  await expect(page.getByText(shownDate(date), { exact: true })).toBeVisible();
  await expect(page.getByText(slot, { exact: true })).toBeVisible();
  await expect(page.getByText(/^₹[\d,]+(\.\d\d)?$/)).toBeVisible();
  await expect(page.getByText(`${bookingId.slice(0, 8)}…`, { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Book Your Slot' })).toBeVisible();
  const continueToPayment = page.getByRole('link', { name: 'Continue to payment' });
  await expect(continueToPayment).toBeVisible();
  await expect(page.getByText('Booking initiated! Redirecting to payment...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  await expect(page.getByRole('timer')).toHaveText(/^1[0-4]:\d\d$/);

  await page.reload();
  await expect(continueToPayment).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[0-4]:\d\d$/);
  // A second Proceed for the same slot leads to the same hold, not to a dead end.
  const again = page.waitForResponse((response) => response.url().endsWith('/api/bookings/initiate'));
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  expect((await again).status()).toBe(409);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  await expect(continueToPayment).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await continueToPayment.click();
  await expect(page).toHaveURL(new RegExp(`/payment/${bookingId}$`));
  await expect(page.getByRole('timer')).toHaveText(/^1[0-4]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();

  // A sooner hold, and a later one cancelled.
  const soonerId = await holdThroughApi(page.request, daysAheadInIst(2));
  const cancelledId = await holdThroughApi(page.request, daysAheadInIst(4));
  expect((await page.request.delete(`/api/bookings/${cancelledId}`)).status()).toBe(200);

  await page.goto('/my-bookings');
  await appRunning(page);
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const past = page.getByRole('region', { name: 'Past' });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Upcoming', 'Past']);
  // The next workout first, each id as its first 8 characters.
  await expect(upcoming.getByText(/^[0-9a-f]{8}$/)).toHaveText([soonerId.slice(0, 8), bookingId.slice(0, 8)]);
  await expect(page.getByText(bookingId)).toHaveCount(0);
  const heldCard = upcoming.getByRole('article').filter({ hasText: bookingId.slice(0, 8) });
  await expect(heldCard.getByText('Held, awaiting payment')).toBeVisible();
  await expect(heldCard.getByRole('timer')).toHaveText(/^1[0-4]:\d\d$/);
  await expect(past.getByRole('article').filter({ hasText: cancelledId.slice(0, 8) }).getByText('Cancelled', { exact: true })).toBeVisible();
  await heldCard.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${bookingId}$`));
  await expect(page.getByRole('button', { name: 'Pay Now with Razorpay' })).toBeEnabled();
});
