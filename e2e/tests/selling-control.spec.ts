import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { hindiText } from '../support/hindi';
import { pageLoggedInAs } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { mailMatching } from '../support/outbox';
import { appRunning } from '../support/app-running';

// How GymSlot sells a gym and its closed hours (API contract §8.12, docs/decisions/063): the demo
// owner sells one place fewer per slot and the gym page offers fewer; a member books and pays; the
// owner (in Hindi) closes that hour, is shown the paid booking, confirms the refund, and the member's
// message is in the outbox while the slot is gone from the gym page. The journey works on a date 25
// days ahead, which no other journey books, and puts the gym back as it found it.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-30');
const PHONE = { width: 390, height: 844 };
const IST_OFFSET_MS = 330 * 60_000;
const DAYS_AHEAD = 25;

/** The IST date `days` after today's. */
function istDateIn(days: number): string {
  return new Date(Date.now() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** '07:00 PM' as a time input takes it ('19:00'), `addHours` later. */
function twentyFourHour(slot: string, addHours = 0): string {
  const match = /^(\d{2}):(\d{2}) ([AP]M)$/.exec(slot);
  if (!match) throw new Error(`not a slot time: ${slot}`);
  const hour = ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0) + addHours) % 24;
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

interface SlotDetail {
  time: string;
  remaining: number;
}

async function slotsOn(page: Page, gymId: string, date: string): Promise<SlotDetail[]> {
  const res = await page.request.get(`/api/availability/user/${gymId}/slots?date=${date}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { slotDetails: SlotDetail[] }).slotDetails;
}

test('the owner sells fewer places, closes a paid hour with a refund, and the gym page follows', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const date = istDateIn(DAYS_AHEAD);
  const owner = await pageLoggedInAs(browser, 'owner@example.com');
  await owner.setViewportSize(PHONE);
  const { gyms } = (await (await owner.request.get('/api/gyms/my-gyms')).json()) as { gyms: { _id: string; name: string; capacity: number }[] };
  const gym = gyms[0];
  if (!gym) throw new Error('owner@example.com has no gyms');
  const slots = await slotsOn(owner, gym._id, date);
  const slot = slots.at(-3);
  if (!slot) throw new Error(`${gym.name} has no slots on ${date}`);
  const fewer = gym.capacity - 1;

  try {
    // A member looks at the gym page on that date: every place of the slot is on sale.
    await page.setViewportSize(PHONE);
    const memberEmail = await logInAsNewMember(page);
    await page.goto(`/gym/${gym._id}?date=${date}`);
    await appRunning(page);
    const slotLink = page.getByRole('link', { name: new RegExp(`^${slot.time}, .*, ${gym.capacity} places left$`) });
    await expect(slotLink).toBeVisible();

    // The owner, on a phone: from the gym's card to 'How GymSlot sells this gym', one place fewer per slot.
    await owner.goto('/owner/dashboard');
    await appRunning(owner);
    const card = owner.getByRole('article').filter({ has: owner.getByRole('heading', { name: gym.name, exact: true }) });
    await card.getByRole('link', { name: `How GymSlot sells this gym of ${gym.name}`, exact: true }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'How GymSlot sells this gym' })).toBeVisible();
    const places = owner.getByLabel('Places sold per slot');
    await expect(places).toHaveAttribute('placeholder', `All ${gym.capacity} places`);
    await places.fill(String(gym.capacity + 5));
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(owner.getByText(`You can sell at most the ${gym.capacity} places the gym holds.`)).toBeVisible();
    await places.fill(String(fewer));
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(owner.getByText('Saved. The gym page now follows these settings.')).toBeVisible();
    expect(await seriousViolations(owner)).toEqual([]);
    expect(await owner.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'selling-en-390.png'), fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'selling-en-1280.png'), fullPage: true });
    await owner.setViewportSize(PHONE);

    // The gym page offers one place fewer; the member books and pays for that slot.
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(`^${slot.time}, .*, ${fewer} places left$`) })).toBeVisible();
    await page.goto(`/book/${gym._id}?${new URLSearchParams({ date, time: slot.time }).toString()}`);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
    await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

    // The owner, now in Hindi, closes that hour: the paid booking is shown and a refund asked for.
    await owner.reload();
    await owner.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(owner.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(owner.getByRole('heading', { level: 1, name: hindiText('owner-selling', 'heading') })).toBeVisible();
    await owner.getByLabel(hindiText('owner-closures', 'date'), { exact: true }).fill(date);
    await owner.getByLabel(hindiText('owner-closures', 'from'), { exact: true }).fill(twentyFourHour(slot.time));
    await owner.getByLabel(hindiText('owner-closures', 'to'), { exact: true }).fill(twentyFourHour(slot.time, 1));
    await owner.getByLabel(hindiText('owner-closures', 'reason'), { exact: true }).fill('Floor repairs');
    await owner.getByRole('button', { name: hindiText('owner-closures', 'submit') }).click();
    const question = owner.getByRole('alertdialog');
    await expect(question).toContainText('Anjali Desai');
    await expect(question).toContainText(slot.time);
    expect(await seriousViolations(owner)).toEqual([]);
    expect(await owner.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await question.scrollIntoViewIfNeeded();
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'closure-confirm-hi-390.png') });
    const refunded = owner.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/api/gyms/${gym._id}/closures`));
    await question.getByRole('button', { name: hindiText('owner-closures', 'confirmYes') }).click();
    expect((await refunded).status()).toBe(201);
    await expect(question).toBeHidden();
    const list = owner.getByRole('list', { name: hindiText('owner-closures', 'listCaption') });
    await expect(list.getByText('Floor repairs')).toBeVisible();
    await owner.screenshot({ path: path.join(SCREENSHOTS, 'closures-hi-390.png'), fullPage: true });

    // The member's message is in the outbox, and the slot is gone from the gym page.
    const mail = await mailMatching(memberEmail, /is closed at the time of your booking/);
    expect(mail).toContain('Floor repairs');
    await page.goto(`/gym/${gym._id}?date=${date}`);
    await appRunning(page);
    await expect(page.getByRole('link', { name: new RegExp(`^${slot.time}, `) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`^${slots.at(-2)?.time ?? ''}, `) })).toBeVisible();

    // Deleting the closed hours puts the slot back on sale.
    await list.getByRole('button').first().click();
    await expect(list).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(`^${slot.time}, .*, ${fewer} places left$`) })).toBeVisible();
  } finally {
    // The demo gym sells all its places again, for every other journey.
    const reset = await owner.request.put(`/api/gyms/${gym._id}/selling`, { data: { placesPerSlot: null } });
    expect(reset.status()).toBe(200);
    await owner.context().close();
  }
});
