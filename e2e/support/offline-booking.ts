import { expect, type Page } from '@playwright/test';

// What the offline journeys share: a booking of their own paid through the app, and a look into
// the service worker's cache of personal replies.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const GYM_NAME = 'Iron Temple Fitness';
/** The worker's cache of personal replies (service-worker/personal-replies-store.ts). */
export const PERSONAL_CACHE = 'gymslot-personal-replies';

/**
 * Books and pays, through the app, a free slot `daysAhead` days from today (IST): each journey picks
 * its own day, so its booking takes no place another journey counts on. Returns its date and time.
 */
export async function payForABooking(page: Page, daysAhead: number): Promise<{ date: string; time: string }> {
  const { gyms } = (await (await page.request.get('/api/gyms/city/Mumbai')).json()) as { gyms: { _id: string; name: string }[] };
  const gymId = gyms.find(({ name }) => name === GYM_NAME)?._id;
  const date = new Date(Date.now() + IST_OFFSET_MS + daysAhead * DAY_MS).toISOString().slice(0, 10);
  const { slotDetails } = (await (await page.request.get(`/api/availability/user/${gymId}/slots?date=${date}`)).json()) as {
    slotDetails: { time: string; full: boolean }[];
  };
  const time = slotDetails.find((slot) => !slot.full)?.time;
  if (gymId === undefined || time === undefined) throw new Error(`${GYM_NAME} has no free slot on ${date}`);
  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time }).toString()}`);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  return { date, time };
}
