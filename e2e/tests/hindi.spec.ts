import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gymWithFreeSlot, hindiText } from '../support/hindi';
import { linkFromOutbox, mailMatching } from '../support/outbox';
import { appRunning } from '../support/app-running';

// A Hindi reader's whole first booking, on a phone (api-contract §8.6): the language switch on the
// home page, sign-up, the verification mail, login, the gym page, booking, payment, confirmation,
// My Bookings and the confirmation mail, all in Hindi. Every text is looked up in the Hindi catalogue,
// so a better translation never breaks the test.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-16');

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const tomorrowInIst = () => new Date(Date.now() + IST_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);
const hindiMonths = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'];
/** `2026-11-25` as a Hindi screen writes it, without the weekday: `25 नवंबर 2026`. */
const hindiDate = (date: string) => `${Number(date.slice(8, 10))} ${hindiMonths[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a Hindi reader signs up, books, pays and gets the mails, all in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  // Sign-ups are limited per address; this reader has one of its own (TEST-NET-2).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: hindiText('home', 'heading') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'hindi-home.png') });

  // The choice outlives a reload: the server writes the page in Hindi.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hindiText('home', 'heading') })).toBeVisible();

  const email = `priya.${Date.now()}@example.com`;
  const password = 'Kasrat-2026!';
  await page.getByRole('link', { name: hindiText('home', 'getStarted') }).click();
  await page.getByLabel(hindiText('auth-register', 'name')).fill('Priya Sharma');
  await page.getByLabel(hindiText('auth-common', 'email')).fill(email);
  await page.getByLabel(hindiText('auth-common', 'password'), { exact: true }).fill(password);
  await page.getByLabel(hindiText('auth-common', 'confirmPassword')).fill(password);
  await page.getByRole('button', { name: hindiText('auth-register', 'submit') }).click();

  // The verification mail went out in the language of the sign-up.
  await mailMatching(email, /[\u0900-\u097F]/);
  await page.goto(new URL(await linkFromOutbox(email, '/verify-email/')).pathname);
  await expect(page.getByRole('heading', { name: hindiText('auth-verify-email', 'verifiedTitle') })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(hindiText('auth-common', 'email')).fill(email);
  await page.getByLabel(hindiText('auth-common', 'password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: hindiText('auth-login', 'submit'), exact: true }).click();
  await expect(page.getByText(hindiText('home', 'welcomeBack').replace('{name}', 'Priya Sharma'))).toBeVisible();

  const date = tomorrowInIst();
  const { gymId, slot } = await gymWithFreeSlot(page.request, date, 2);
  await page.goto(`/gym/${gymId}`);
  await appRunning(page);
  await expect(page.getByRole('heading', { name: hindiText('discovery-book-your-slot', 'heading') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'hindi-gym-page.png') });

  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await expect(page.getByRole('heading', { name: hindiText('bookings-book-page', 'title') })).toBeVisible();
  await page.getByRole('button', { name: hindiText('bookings-booking-form', 'proceed') }).click();
  await expect(page.getByRole('heading', { name: hindiText('payment-screen', 'pageTitle') })).toBeVisible();
  await page.getByRole('button', { name: hindiText('payment-screen', 'payNow') }).click();
  const payAmount = hindiText('payment-screen', 'payAmount').replace('{amount}', '₹');
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${payAmount.replace('₹', '₹[\\d,.]+')}$`) }).click();

  await expect(page.getByRole('heading', { name: hindiText('bookings-confirmed', 'title') })).toBeVisible();
  await expect(page.getByText(hindiDate(date))).toBeVisible();

  await page.getByRole('link', { name: hindiText('bookings-confirmed', 'viewMyBookings') }).click();
  await expect(page.getByRole('heading', { level: 1, name: hindiText('bookings-my-bookings-page', 'heading') })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: hindiDate(date) }).first();
  await expect(card.getByText(hindiText('bookings-status-badge', 'paid'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: hindiText('bookings-my-booking-card', 'cancelBooking') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'hindi-my-bookings.png'), fullPage: false });

  // The confirmation mail is written in the language the booking was made in.
  const confirmation = await mailMatching(email, new RegExp(hindiText('booking-mails', 'confirmedLead')));
  expect(confirmation).toContain(hindiDate(date));
});
