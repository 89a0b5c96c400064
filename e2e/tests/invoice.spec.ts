import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { addGymAsAdmin } from '../support/admin-gym';
import { seriousViolations } from '../support/axe';
import { logIn, pageLoggedInAs } from '../support/login';
import { linkFromOutbox } from '../support/outbox';

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-17');
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const SLOT = '07:00 PM';
/** Two days ahead in IST: the slot is still to come wherever the clock is in the day. */
const dayAfterTomorrowInIst = () => new Date(Date.now() + IST_OFFSET_MS + 2 * DAY_MS).toISOString().slice(0, 10);

/** A Pune gym of this journey's own, registered for GST and named in Devanagari, with one slot open on `date`. */
async function gstGym(browser: Browser, date: string): Promise<{ _id: string; name: string }> {
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const gym = await addGymAsAdmin(admin, { tag: 'Invoice' });
  const name = `शक्ति फिटनेस ${Date.now() % 100_000}`;
  const edited = await admin.request.patch(`/api/gyms/${gym._id}`, { data: { name, gstin: '27AAPFU0939F1ZV' } });
  expect(edited.status(), await edited.text()).toBe(200);
  const opened = await admin.request.post('/api/availability/set', { data: { gymId: gym._id, date, startTime: SLOT, endTime: '08:00 PM' } });
  expect(opened.status(), await opened.text()).toBe(200);
  await admin.context().close();
  return { _id: gym._id, name };
}

test('a member with a Hindi name pays for a slot and downloads its GST tax invoice from My Bookings', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // A member of its own, named in Devanagari: the invoice must print the name as written.
  const email = `rahul.${Date.now()}@example.com`;
  const password = 'Invoice-pass-42';
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { name: 'राहुल शर्मा', email, password },
    headers: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto(new URL(await linkFromOutbox(email, '/verify-email/')).pathname);
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  await logIn(page, email, password);

  const date = dayAfterTomorrowInIst();
  const gym = await gstGym(browser, date);
  await page.goto(`/book/${gym._id}?${new URLSearchParams({ date, time: SLOT }).toString()}`);
  await expect(page.getByLabel('Time slot')).toHaveValue(SLOT);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  const bookingId = page.url().split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  await page.getByRole('link', { name: 'View My Bookings' }).click();
  const card = page.getByRole('article').filter({ hasText: bookingId.slice(0, 8) });
  const link = card.getByRole('link', { name: `Download invoice of booking ${bookingId.slice(0, 8)}` });
  await expect(link).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(phone.viewport.width);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'my-bookings-invoice-390.png') });

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  const invoiceNumber = download.suggestedFilename().replace(/\.pdf$/, '').replaceAll('-', '/');
  expect(invoiceNumber).toMatch(/^[0-9A-Z]{3}\/I\d{4}\/\d{5}$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('राहुल शर्मा');
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(gym.name);
  expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
  expect(text).toContain('999723');
  expect(text).toMatch(/CGST @ 2\.5%\s+₹5\.93/);
  expect(text).toMatch(/Total paid \(inclusive of GST\)\s+₹249\.00/);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(SCREENSHOTS, 'invoice-page')]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'my-bookings-invoice-1280.png') });
});
