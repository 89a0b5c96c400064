import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownAddress } from '../support/new-member';
import { textFromOutbox } from '../support/text-outbox';

// Issue 28's journey (API contract §8.9), on a phone, in Hindi: a new person signs up with only a
// mobile number and the code WhatsApp brings (the outbox folder stands in for WhatsApp), turns on
// booking messages on WhatsApp, books and pays, and gets the confirmation with the pass on WhatsApp.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-28');
type Catalogue = Record<string, Record<string, string>>;
const hindi = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../packages/shared/src/locales/hi.json'), 'utf8')) as Catalogue;

/** The Hindi of one message: `text('nav', 'myBookings')`. */
function text(group: string, key: string): string {
  const found = hindi[group]?.[key];
  if (typeof found !== 'string') throw new Error(`no Hindi for ${group}.${key}`);
  return found;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const dayAfterTomorrowInIst = () => new Date(Date.now() + IST_OFFSET_MS + 2 * DAY_MS).toISOString().slice(0, 10);

async function firstGymWithSlot(page: Page, date: string): Promise<{ gymId: string; slot: string }> {
  const gyms = (await (await page.request.get('/api/gyms/all-public')).json()) as { data: { _id: string }[] };
  for (const gym of gyms.data) {
    const { slots } = (await (await page.request.get(`/api/availability/user/${gym._id}/slots?date=${date}`)).json()) as { slots: string[] };
    // The day's third-to-last slot, out of the way of the other journeys.
    const slot = slots.at(-3);
    if (slot !== undefined) return { gymId: gym._id, slot };
  }
  throw new Error(`No demo gym has three free slots on ${date}`);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a new person signs up in Hindi with only a mobile number, books, pays and gets the confirmation on WhatsApp', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
  const national = `9${String(Date.now()).slice(-9)}`;
  const phone = `+91${national}`;

  await page.goto('/');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto('/login');
  await page.getByRole('link', { name: text('auth-sign-in-choices', 'continueWithPhone') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('auth-phone-login', 'title') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-number-hi-390.png') });

  // Written as people write it: spaces, a leading 0.
  await page.getByLabel(text('ui-phone-code', 'mobileNumber')).fill(`0${national.slice(0, 5)} ${national.slice(5)}`);
  await page.getByRole('button', { name: text('ui-phone-code', 'sendOnWhatsApp') }).click();
  const codeField = page.getByLabel(text('ui-phone-code', 'code'));
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('button', { name: text('ui-phone-code', 'resend') })).toBeDisabled();

  const codeMessage = await textFromOutbox('whatsapp', phone, /GymSlot कोड/);
  const code = /\b(\d{6})\b/.exec(codeMessage)?.[1] ?? '';
  await codeField.fill(code);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-code-hi-390.png') });
  await page.getByRole('button', { name: text('ui-phone-code', 'verify') }).click();

  // A new number: the name, and where booking messages may go, asked once.
  await page.getByLabel(text('auth-phone-login', 'yourName')).fill('Sunita Yadav');
  await page.getByRole('checkbox', { name: text('auth-phone-login', 'onWhatsApp') }).check();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-name-hi-390.png') });
  await page.getByRole('button', { name: text('auth-phone-login', 'createAccount') }).click();
  await expect(page.getByText(text('home', 'welcomeBack').replace('{name}', 'Sunita Yadav'))).toBeVisible();

  const date = dayAfterTomorrowInIst();
  const { gymId, slot } = await firstGymWithSlot(page, date);
  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await page.getByRole('button', { name: text('bookings-booking-form', 'proceed') }).click();
  await page.getByRole('button', { name: text('payment-screen', 'payNow') }).click();
  const payAmount = text('payment-screen', 'payAmount').replace('{amount}', '₹');
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${payAmount.replace('₹', '₹[\\d,.]+')}$`) }).click();
  await expect(page.getByRole('heading', { name: text('bookings-confirmed', 'title') })).toBeVisible();
  const bookingId = page.url().split('/').at(-1) ?? '';

  // The confirmation with the pass reaches WhatsApp, in Hindi, with the booking's own pass link.
  const confirmation = await textFromOutbox('whatsapp', phone, new RegExp(`/confirmation/${bookingId}`));
  expect(confirmation).toContain('बुकिंग कन्फ़र्म');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-booked-hi-390.png') });

  // The account page shows the number the person signed up with.
  await page.goto('/account');
  await expect(page.getByText(`+91 ${national.slice(0, 5)} ${national.slice(5)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: text('account-preferences-form', 'whatsapp') })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'account-mobile-hi-390.png'), fullPage: true });
});
