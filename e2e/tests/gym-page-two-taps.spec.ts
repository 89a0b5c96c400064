import { expect, test, type Page } from '@playwright/test';
import { addGymAsAdmin } from '../support/admin-gym';
import { logIn, pageLoggedInAs } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { LAST_START_MINUTE, slotStartingSoon, timeLabel } from '../support/slot-soon';
import { appRunning } from '../support/app-running';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const istDate = (offsetDays: number) => new Date(Date.now() + IST_OFFSET_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);

test.use({ viewport: { width: 390, height: 844 } });

/** A gym with one place an hour, added by the admin, open for two hours from soon today and 07:00–09:00 AM tomorrow. */
async function addOnePlaceGym(admin: Page, today: string, firstMinute: number): Promise<string> {
  const gymId = (await addGymAsAdmin(admin, { tag: 'One Place', capacity: 1 }))._id;
  for (const [date, startTime, endTime] of [
    [today, timeLabel(firstMinute), timeLabel(firstMinute + 120)],
    [istDate(1), '07:00 AM', '09:00 AM'],
  ]) {
    const set = await admin.request.post('/api/availability/set', { data: { gymId, date, startTime, endTime } });
    expect(set.status(), await set.text()).toBe(200);
  }
  return gymId;
}

test("the gym page shows today's slots at once, marks a full one, and books tomorrow in two taps", async ({ page, browser }) => {
  const soon = slotStartingSoon();
  const today = istDate(0);
  // Two one-hour slots from soon must fit in today (IST); late at night there is no today left to show.
  test.skip(soon.date !== today || soon.minuteOfDay + 60 > LAST_START_MINUTE, 'too late in the IST day for two slots today');
  const firstSlot = timeLabel(soon.minuteOfDay);
  const secondSlot = timeLabel(soon.minuteOfDay + 60);

  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const gymId = await addOnePlaceGym(admin, today, soon.minuteOfDay);
  await admin.context().close();

  // A member of its own, so this journey's hold never counts against the demo user's.
  await logInAsNewMember(page);
  // The one place of the first slot is held, so that slot is full.
  const held = await page.request.post('/api/bookings/initiate', { data: { gymId, bookingDate: today, timeSlot: firstSlot } });
  expect(held.status(), await held.text()).toBe(200);

  await page.goto(`/gym/${gymId}`);
  await appRunning(page);
  // Today is chosen on arrival: no date typed.
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: new RegExp(`^${secondSlot}, ₹[\\d,]+ / hour, 1 place left$`) })).toHaveAttribute(
    'href',
    `/book/${gymId}?date=${today}&time=${encodeURIComponent(secondSlot).replace(/%20/g, '+')}`,
  );
  const fullSlot = page.getByRole('listitem').filter({ hasText: firstSlot });
  await expect(fullSlot).toContainText('Full');
  await expect(fullSlot.getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Tomorrow', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gym/${gymId}\\?date=${istDate(1)}$`));
  // The tap opens the slot's quick checkout over the gym page (§8.13), ready to pay.
  await page.getByRole('link', { name: /^07:00 AM, ₹[\d,]+ \/ hour, 1 place left$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/gym/${gymId}\\?date=${istDate(1)}&time=07%3A00\\+AM$`));
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Pay ₹[\d,]+$/ })).toBeVisible();

  const cancelled = await page.request.delete(`/api/bookings/${((await held.json()) as { bookingId: string }).bookingId}`);
  expect(cancelled.status()).toBe(200);
});

test('carousel arrows on listing cards show above 768 px only; the dots stay on phones', async ({ page }) => {
  await logIn(page, 'user@example.com');
  await page.goto('/gyms/Mumbai');
  await appRunning(page);
  const firstCard = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Show image 2 of \d+$/ }) }).first();

  await expect(firstCard.getByRole('button', { name: /^Show image 2 of \d+$/ })).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Next image' })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(firstCard.getByRole('button', { name: 'Next image' })).toBeVisible();
  await firstCard.getByRole('button', { name: 'Next image' }).click();
  await expect(firstCard.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();
});
