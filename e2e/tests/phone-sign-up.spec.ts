import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gymWithFreeSlot, hindiText } from '../support/hindi';
import { ownAddress } from '../support/new-member';
import { textFromOutbox } from '../support/outbox';

// Issue 28's journey (API contract §8.9), on a phone, in Hindi: a new person signs up with only a
// mobile number and the code WhatsApp brings (the outbox folder stands in for WhatsApp), turns on
// booking messages on WhatsApp, books and pays, and gets the confirmation with the pass on WhatsApp.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-28');

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const dayAfterTomorrowInIst = () => new Date(Date.now() + IST_OFFSET_MS + 2 * DAY_MS).toISOString().slice(0, 10);

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
  await page.getByRole('link', { name: hindiText('auth-sign-in-choices', 'continueWithPhone') }).click();
  await expect(page.getByRole('heading', { level: 1, name: hindiText('auth-phone-login', 'title') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-number-hi-390.png') });

  // Written as people write it: spaces, a leading 0.
  await page.getByLabel(hindiText('ui-phone-code', 'mobileNumber')).fill(`0${national.slice(0, 5)} ${national.slice(5)}`);
  await page.getByRole('button', { name: hindiText('ui-phone-code', 'sendOnWhatsApp') }).click();
  const codeField = page.getByLabel(hindiText('ui-phone-code', 'code'));
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('button', { name: hindiText('ui-phone-code', 'resend') })).toBeDisabled();

  const codeMessage = await textFromOutbox('whatsapp', phone, /GymSlot कोड/);
  const code = /\b(\d{6})\b/.exec(codeMessage)?.[1] ?? '';
  await codeField.fill(code);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-code-hi-390.png') });
  await page.getByRole('button', { name: hindiText('ui-phone-code', 'verify') }).click();

  // A new number: the name, and where booking messages may go, asked once.
  await page.getByLabel(hindiText('auth-phone-login', 'yourName')).fill('Sunita Yadav');
  await page.getByRole('checkbox', { name: hindiText('auth-phone-login', 'onWhatsApp') }).check();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-name-hi-390.png') });
  await page.getByRole('button', { name: hindiText('auth-phone-login', 'createAccount') }).click();
  await expect(page.getByText(hindiText('home', 'welcomeBack').replace('{name}', 'Sunita Yadav'))).toBeVisible();

  const date = dayAfterTomorrowInIst();
  const { gymId, slot } = await gymWithFreeSlot(page.request, date, 3);
  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await page.getByRole('button', { name: hindiText('bookings-booking-form', 'proceed') }).click();
  await page.getByRole('button', { name: hindiText('payment-screen', 'payNow') }).click();
  const payAmount = hindiText('payment-screen', 'payAmount').replace('{amount}', '₹');
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${payAmount.replace('₹', '₹[\\d,.]+')}$`) }).click();
  await expect(page.getByRole('heading', { name: hindiText('bookings-confirmed', 'title') })).toBeVisible();
  const bookingId = page.url().split('/').at(-1) ?? '';

  // The confirmation with the pass reaches WhatsApp, in Hindi, with the booking's own pass link.
  const confirmation = await textFromOutbox('whatsapp', phone, new RegExp(`/confirmation/${bookingId}`));
  expect(confirmation).toContain('बुकिंग कन्फ़र्म');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'phone-booked-hi-390.png') });

  // The account page shows the number the person signed up with.
  await page.goto('/account');
  await expect(page.getByText(`+91 ${national.slice(0, 5)} ${national.slice(5)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: hindiText('account-preferences-form', 'whatsapp') })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'account-mobile-hi-390.png'), fullPage: true });
});
