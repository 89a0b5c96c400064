import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gymWithFreeSlot, hindiText } from '../support/hindi';
import { logInAsNewMember } from '../support/new-member';
import { appRunning } from '../support/app-running';

// API contract §8.13 "Quick checkout": from the gym page, a slot to a paid booking in three taps —
// the slot, 'Pay ₹…' in its sheet, and Pay in the (sandbox) checkout.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-31');
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Tomorrow in India: none of its slots has started. */
const tomorrowInIst = () => new Date(Date.now() + IST_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);

const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

/** Counts the person's taps, so the journey can say how many it took. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    taps: () => taps,
    reset: () => {
      taps = 0;
    },
  };
}

/** The gym page's link of one open slot: '07:00 PM, ₹199 / hour, 3 places left'. */
const slotLink = (page: Page, slot: string) => page.getByRole('link', { name: new RegExp(`^${slot}, `) });

async function gymPageWithFreeSlot(page: Page, fromEnd: number) {
  const date = tomorrowInIst();
  const { gymId, slot } = await gymWithFreeSlot(page.request, date, fromEnd);
  await page.goto(`/gym/${gymId}?date=${date}`);
  await appRunning(page);
  await expect(slotLink(page, slot)).toBeVisible();
  return { slot };
}

for (const [viewport, fromEnd] of [
  [phone, 3],
  [laptop, 4],
] as const) {
  test(`at ${viewport.width} px a member pays for a slot from the gym page in three taps`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInAsNewMember(page);
    const { slot } = await gymPageWithFreeSlot(page, fromEnd);
    const gymName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const { tap, taps, reset } = tapCounter();

    await tap(slotLink(page, slot));
    const sheet = page.getByRole('dialog', { name: gymName, exact: true });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(/^Bookings can be cancelled up to 2 hours before the slot starts/)).toBeVisible();
    const pay = sheet.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
    const price = ((await pay.textContent()) ?? '').replace('Pay ', '');
    await expect(sheet.getByText(`${price} / hour`, { exact: true })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `quick-checkout-sheet-en-${viewport.width}.png`) });

    // Escape closes the sheet and the focus goes back to the slot; nothing was held.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(slotLink(page, slot)).toBeFocused();
    reset();

    await tap(slotLink(page, slot));
    await tap(pay);
    const checkout = page.getByRole('dialog', { name: 'GymSlot', exact: true });
    await expect(checkout.getByText('Test mode')).toBeVisible();
    await tap(checkout.getByRole('button', { name: `Pay ${price}`, exact: true }));

    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f]{24}$/);
    await expect(page.getByText(gymName).first()).toBeVisible();
    expect(taps()).toBe(3);
  });
}

test('a Hindi reader at 390 px pays from the sheet, which reads in Hindi', async ({ page }) => {
  await page.setViewportSize(phone);
  await logInAsNewMember(page);
  const { slot } = await gymPageWithFreeSlot(page, 5);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const gymName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const { tap, taps } = tapCounter();

  await tap(slotLink(page, slot));
  const sheet = page.getByRole('dialog', { name: gymName, exact: true });
  const payWords = hindiText('bookings-quick-checkout', 'pay').replace('{amount}', '(₹[\\d,]+)');
  const pay = sheet.getByRole('button', { name: new RegExp(`^${payWords}$`) });
  await expect(pay).toBeVisible();
  await expect(sheet.getByText(hindiText('bookings-quick-checkout', 'priceLabel'), { exact: true })).toBeVisible();
  await expect(sheet.getByText(hindiText('bookings-cancellation-policy', 'policy').replace('{hours}', '2'))).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'quick-checkout-sheet-hi-390.png') });

  const price = new RegExp(payWords).exec((await pay.textContent()) ?? '')?.[1] ?? '';
  await tap(pay);
  const checkout = page.getByRole('dialog', { name: 'GymSlot', exact: true });
  await tap(checkout.getByRole('button', { name: hindiText('payment-screen', 'payAmount').replace('{amount}', price), exact: true }));

  await expect(page.getByRole('heading', { name: hindiText('bookings-confirmed', 'title') })).toBeVisible();
  expect(taps()).toBe(3);
});

test('signed out, a link to a slot leads through log-in back to its sheet, ready to pay', async ({ page }) => {
  await page.setViewportSize(phone);
  const email = await logInAsNewMember(page);
  const date = tomorrowInIst();
  const { gymId, slot } = await gymWithFreeSlot(page.request, date, 6);
  await page.context().clearCookies();

  const slotPath = `/gym/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`;
  await page.goto(slotPath);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(slotPath)}`);
  await page.getByLabel('Email').fill(email);
  // The password support/new-member.ts gives its members.
  await page.getByLabel('Password', { exact: true }).fill('Retry-pass-42');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(slotPath);
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(new RegExp(`, ${slot}$`))).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Pay ₹[\d,]+$/ })).toBeVisible();
});
