import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { logInAsNewMember, shownDate } from '../support/new-member';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const GYM_NAME = 'Iron Temple Fitness';

/** The IST calendar date `days` ahead: 8 and 10 days ahead are this journey's own (the demo gym closes 9 days ahead). */
const daysAheadInIst = (days: number) => new Date(Date.now() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

interface SlotDetail {
  time: string;
  remaining: number;
  full: boolean;
}

async function demoGymId(request: APIRequestContext): Promise<string> {
  const { gyms } = (await (await request.get('/api/gyms/city/Mumbai')).json()) as { gyms: { _id: string; name: string }[] };
  const gym = gyms.find(({ name }) => name === GYM_NAME);
  if (!gym) throw new Error(`${GYM_NAME} is not in the demo data`);
  return gym._id;
}

async function slotsOn(request: APIRequestContext, gymId: string, date: string): Promise<SlotDetail[]> {
  return ((await (await request.get(`/api/availability/user/${gymId}/slots?date=${date}`)).json()) as { slotDetails: SlotDetail[] }).slotDetails;
}

async function placesLeft(request: APIRequestContext, gymId: string, date: string, time: string): Promise<number | undefined> {
  return (await slotsOn(request, gymId, date)).find((slot) => slot.time === time)?.remaining;
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a member moves a paid booking to another day from My Bookings, and the old slot has its place back', async ({ page }) => {
  await logInAsNewMember(page);
  const gymId = await demoGymId(page.request);
  const date = daysAheadInIst(8);
  const newDate = daysAheadInIst(10);
  const slot = (await slotsOn(page.request, gymId, date)).find((each) => !each.full)?.time;
  const newSlot = (await slotsOn(page.request, gymId, newDate)).filter((each) => !each.full).at(-1)?.time;
  if (slot === undefined || newSlot === undefined) throw new Error(`${GYM_NAME} has no free slots on ${date} and ${newDate}`);

  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const placesWhileBooked = await placesLeft(page.request, gymId, date, slot);
  const placesBeforeMove = await placesLeft(page.request, gymId, newDate, newSlot);

  await page.getByRole('link', { name: 'View My Bookings' }).click();
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  const otp = (await card.getByText(/^\d{6}$/).first().textContent()) ?? '';
  await card.getByRole('button', { name: 'Reschedule' }).click();

  const form = card.getByRole('form', { name: 'Reschedule' });
  await form.getByLabel('New date').fill(newDate);
  await expect(form.getByRole('group', { name: `New time on ${shownDate(newDate)}` })).toBeVisible();
  await form.locator('label', { hasText: newSlot }).click();
  await expect(form.getByRole('radio', { name: new RegExp(`^${newSlot}`) })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Confirm new time' }).click();

  await expect(card.getByRole('status').filter({ hasText: 'Booking rescheduled' })).toHaveText(
    `Booking rescheduled to ${shownDate(newDate)} at ${newSlot}.`,
  );
  await expect(form).toBeHidden();
  await expect(card.getByText(shownDate(newDate), { exact: true })).toBeVisible();
  await expect(card.getByText(newSlot, { exact: true })).toBeVisible();
  await expect(card.getByText(otp, { exact: true }).first()).toBeVisible();

  // The old slot has its place back; the new one has one fewer.
  expect(await placesLeft(page.request, gymId, date, slot)).toBe((placesWhileBooked ?? 0) + 1);
  expect(await placesLeft(page.request, gymId, newDate, newSlot)).toBe((placesBeforeMove ?? 0) - 1);

  await page.reload();
  await expect(page.getByRole('article').getByText(newSlot, { exact: true })).toBeVisible();
});
