import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hindiText } from '../support/hindi';
import { DEMO_PASSWORD } from '../support/login';
import { ownAddress } from '../support/new-member';
import { textFromOutbox } from '../support/outbox';
import { appRunning } from '../support/app-running';

// API contract §8.13 "Share link": a gym shared as /g/{id} opens for anyone as a small page made by
// the server, with a preview card for WhatsApp; a slot on it leads through log-in back to the gym
// page with that slot chosen.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-31');
mkdirSync(SCREENSHOTS, { recursive: true });

// A phone: the person opens a link someone shared with them on WhatsApp.
test.use({ viewport: { width: 390, height: 844 } });

async function firstPublicGym(page: Page): Promise<{ _id: string; name: string }> {
  const gyms = (await (await page.request.get('/api/gyms/all-public')).json()) as { data: { _id: string; name: string; hasOpeningHours?: boolean }[] };
  const gym = gyms.data.find((listed) => listed.hasOpeningHours !== false);
  if (!gym) throw new Error('the demo seed has no public gym with opening hours');
  return gym;
}

/** The content of a `<meta property="…">` tag of the page. */
const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');

test('a shared gym link opens signed out, and a slot on it leads through log-in to that slot on the gym page', async ({ page, baseURL }) => {
  const gym = await firstPublicGym(page);
  await page.goto(`/g/${gym._id}`);

  await expect(page.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
  await expect(page.getByText(/^₹[\d,]+ \/ hour$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a slot' })).toHaveAttribute('href', `/gym/${gym._id}`);
  expect(await meta(page, 'og:title')).toBe(`${gym.name} | GymSlot`);
  expect(await meta(page, 'og:url')).toBe(`${baseURL}/g/${gym._id}`);
  const image = (await meta(page, 'og:image')) ?? '';
  expect(image.startsWith(`${baseURL}/g/${gym._id}/card.jpg?v=`)).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'share-page-en-390.png'), fullPage: true });

  // The preview's picture: a JPEG at least 600 px wide, which WhatsApp shows.
  const card = await page.request.get(image);
  expect(card.headers()['content-type']).toBe('image/jpeg');
  const body = await card.body();
  expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  writeFileSync(path.join(SCREENSHOTS, 'share-card.jpg'), body);

  // Tomorrow's slots have not started, whatever the hour of the run.
  const tomorrowSlots = page.getByRole('list', { name: /^Tomorrow · / }).getByRole('link');
  const slot = tomorrowSlots.first();
  const slotHref = (await slot.getAttribute('href')) ?? '';
  const chosen = new URL(slotHref, baseURL);
  const time = chosen.searchParams.get('time') ?? '';
  const date = chosen.searchParams.get('date') ?? '';
  expect(time).toMatch(/^\d\d:\d\d [AP]M$/);
  await slot.click();

  // The gym page keeps the spec's guard: log in first, then back to the gym with the slot chosen.
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill('user@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(`${baseURL}${slotHref}`);
  await expect(page.getByRole('heading', { level: 1, name: gym.name })).toBeVisible();
  const sheet = page.getByRole('dialog', { name: gym.name, exact: true });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(new RegExp(`${time}`))).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Pay ₹[\d,]+$/ })).toBeVisible();
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("the gym page's Share copies the share link where the browser has no share sheet", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // As on a desktop browser without the Web Share API.
  await page.addInitScript("delete Navigator.prototype.share; delete Navigator.prototype.canShare;");
  const gym = await firstPublicGym(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('user@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(/Welcome back, /)).toBeVisible();

  await page.goto(`/gym/${gym._id}`);
  await appRunning(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${baseURL}/g/${gym._id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'share-button-en-390.png') });
});

test('the share page speaks Hindi to a browser that asks for it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN', extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9' }, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const gym = await firstPublicGym(page);
  await page.goto(`/g/${gym._id}`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: hindiText('share-page', 'bookSlot') })).toBeVisible();
  await expect(page.getByText(/^₹[\d,]+ \/ घंटा$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hindiText('share-page', 'openSlots') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'share-page-hi-390.png'), fullPage: true });

  // An id that names no gym: a page that says so, in Hindi, with the way to Explore.
  const missing = await page.goto('/g/0123456789abcdef01234567');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: hindiText('share-page', 'notFound') })).toBeVisible();
  await expect(page.getByRole('link', { name: hindiText('share-page', 'explore') })).toHaveAttribute('href', '/explore');
  await context.close();
});

test('in Hindi, a new person signs up by phone from a shared slot and lands back on that slot', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  const page = await context.newPage();
  const gym = await firstPublicGym(page);
  await page.goto(`/g/${gym._id}`);

  const slot = page.getByRole('list', { name: new RegExp(`^${hindiText('share-page', 'tomorrow')} · `) }).getByRole('link').nth(1);
  const slotHref = (await slot.getAttribute('href')) ?? '';
  const time = new URL(slotHref, baseURL).searchParams.get('time') ?? '';
  await slot.click();
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByRole('link', { name: hindiText('auth-sign-in-choices', 'continueWithPhone') }).click();
  const national = `8${String(Date.now()).slice(-9)}`;
  await page.getByLabel(hindiText('ui-phone-code', 'mobileNumber')).fill(national);
  await page.getByRole('button', { name: hindiText('ui-phone-code', 'sendOnWhatsApp') }).click();
  const codeMessage = await textFromOutbox('whatsapp', `+91${national}`, /GymSlot कोड/);
  await page.getByLabel(hindiText('ui-phone-code', 'code')).fill(/\b(\d{6})\b/.exec(codeMessage)?.[1] ?? '');
  await page.getByRole('button', { name: hindiText('ui-phone-code', 'verify') }).click();
  await page.getByLabel(hindiText('auth-phone-login', 'yourName')).fill('Meena Kulkarni');
  await page.getByRole('button', { name: hindiText('auth-phone-login', 'createAccount') }).click();

  await expect(page).toHaveURL(`${baseURL}${slotHref}`);
  const sheet = page.getByRole('dialog', { name: gym.name, exact: true });
  await expect(sheet.getByText(new RegExp(time))).toBeVisible();
  await context.close();
});
