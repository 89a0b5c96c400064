import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from '../support/login';
import { photoSizedJpeg } from '../support/photo-sized-jpeg.mjs';
import { LAST_START_MINUTE, slotStartingSoon, timeLabel } from '../support/slot-soon';
import { appRunning } from '../support/app-running';

interface OwnGym {
  _id: string;
  name: string;
  imageUrls: string[];
}

interface WeeklyEntry {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
test.use(phone);

/** A phone-sized page of its own, logged in as `email`; the caller closes its context. */
async function phoneLoggedInAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext(phone)).newPage();
  await logIn(page, email);
  return page;
}

async function ownGyms(page: Page): Promise<OwnGym[]> {
  return ((await (await page.request.get('/api/gyms/my-gyms')).json()) as { gyms: OwnGym[] }).gyms;
}

/** Nothing on the page reaches past the right edge of the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(phone.viewport.width);
}

test('an owner sees the weekly hours they set, read-only, on their gym’s availability page', async ({ page }) => {
  await logIn(page, 'owner@example.com');
  // gyms[0] and the last ones are other journeys' gyms; the weekly hours are only read here.
  const gym = (await ownGyms(page))[2];
  if (!gym) throw new Error('the demo owner has fewer than 3 gyms');
  const stored = (await (await page.request.get(`/api/availability/owner/${gym._id}/all`)).json()) as { recurring: WeeklyEntry[] };
  expect(stored.recurring.length).toBeGreaterThan(0);

  await page.goto('/owner/dashboard');
  await appRunning(page);
  await page.getByRole('link', { name: `View All Availability of ${gym.name}` }).click();
  const weekly = page.getByRole('table', { name: 'Weekly availability' });
  for (const entry of stored.recurring) {
    await expect(weekly.getByRole('row', { name: `${entry.dayOfWeek} ${entry.startTime} ${entry.endTime}`, exact: true })).toBeVisible();
  }
  await expect(weekly.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Set Weekly Availability' })).toHaveAttribute(
    'href',
    `/owner/gym/${gym._id}/set-recurring-availability`,
  );
  await expectNoSidewaysScroll(page);
});

test('an owner deletes a picture only after confirming, with one request however often they press', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page, 'owner@example.com');
  const gym = (await ownGyms(page))[1];
  if (!gym) throw new Error('the demo owner has fewer than 2 gyms');
  const upload = await page.request.patch(`/api/gyms/${gym._id}/add-images`, {
    multipart: { images: { name: 'spare-room.jpg', mimeType: 'image/jpeg', buffer: await photoSizedJpeg() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const [photoUrl] = ((await upload.json()) as { images: string[] }).images;
  if (!photoUrl) throw new Error('the upload answered no URL');
  const position = gym.imageUrls.length + 1;
  const deleteCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/gyms/${gym._id}/delete-image`)) deleteCalls.push(request.method());
  });

  try {
    await page.goto('/owner/dashboard');
    await appRunning(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: gym.name, exact: true }) });
    const bin = card.getByRole('button', { name: `Delete image ${position} of ${gym.name}`, exact: true });

    await bin.click();
    const confirm = card.getByRole('group', { name: `Delete image ${position} of ${gym.name}?` });
    await expect(confirm).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(bin).toBeFocused();
    expect(deleteCalls).toEqual([]);

    await bin.click();
    await confirm.getByRole('button', { name: 'Delete Image' }).dblclick();
    await expect(bin).toHaveCount(0);
    await expect(card.getByText('Failed to delete image.')).toHaveCount(0);
    expect(deleteCalls).toEqual(['PATCH']);
    expect((await ownGyms(page)).find((own) => own._id === gym._id)?.imageUrls).not.toContain(photoUrl);
  } finally {
    // Left behind only when the journey failed before its delete; a second delete is a harmless 404.
    await page.request.patch(`/api/gyms/${gym._id}/delete-image`, { data: { imageUrl: photoUrl } });
  }
});

test('verifying a code that was already used says when the booking was checked in', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const { date, minuteOfDay } = slotStartingSoon();
  test.skip(minuteOfDay > LAST_START_MINUTE, 'A slot starting in 30 minutes would end after midnight IST; run outside 10:30–11:30 PM IST.');
  const slot = timeLabel(minuteOfDay);

  // One hour whose check-in window is open, at a gym no other journey books today.
  const owner = await phoneLoggedInAs(browser, 'owner@example.com');
  const gym = (await ownGyms(owner)).at(-2);
  if (!gym) throw new Error('the demo owner has fewer than 2 gyms');
  const opened = await owner.request.post('/api/availability/set', {
    data: { gymId: gym._id, date, startTime: slot, endTime: timeLabel(minuteOfDay + 60) },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  await logIn(page, 'user@example.com');
  await page.goto(`/book/${gym._id}?${new URLSearchParams({ date, time: slot }).toString()}`);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  const shortId = (page.url().split('/').at(-1) ?? '').slice(0, 8);
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const otp = (await page.getByText(/^\d{6}$/).textContent()) ?? '';

  await owner.goto('/owner/bookings');
  await appRunning(owner);
  // A phone opens on Today (§8.7); the cards are under 'All bookings'.
  await owner.getByRole('button', { name: 'All bookings' }).click();
  const card = owner.getByRole('article').filter({ hasText: `#${shortId}` });
  await card.getByRole('link', { name: `Verify OTP of booking ${shortId}` }).click();
  const verifyLink = owner.url();
  await owner.getByRole('button', { name: 'Verify Booking' }).click();
  await expect(owner.getByText('Booking verified successfully')).toBeVisible();

  const alreadyCheckedIn = /^This booking was already checked in at \d{2}:\d{2} [AP]M\.$/;
  // The same link again (its booking id goes with the code) …
  await owner.goto(verifyLink);
  await expect(owner.getByLabel('OTP')).toHaveValue(otp);
  await owner.getByRole('button', { name: 'Verify Booking' }).click();
  await expect(owner.getByRole('alert')).toHaveText(alreadyCheckedIn);
  // … and the code typed at the desk on its own.
  await owner.goto('/owner/verify-booking');
  await owner.getByLabel('OTP').fill(otp);
  await owner.getByRole('button', { name: 'Verify Booking' }).click();
  await expect(owner.getByRole('alert')).toHaveText(alreadyCheckedIn);
  await expect(owner.getByText('Invalid OTP')).toHaveCount(0);
  await owner.context().close();
});

test('an owner with many gyms narrows all bookings to one gym with the filter form on a phone (§8.7)', async ({ page }) => {
  await logIn(page, 'owner@example.com');
  const gyms = await ownGyms(page);
  expect(gyms.length).toBeGreaterThan(5);
  await page.goto('/owner/bookings');
  await appRunning(page);
  // A phone opens on the front desk's Today; the whole list is one tap away.
  await expect(page.getByRole('button', { name: 'Today', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'All bookings' }).click();

  const select = page.getByRole('combobox', { name: 'Gym', exact: true });
  await expect(select).toBeVisible();
  await expect(select.getByRole('option')).toHaveCount(gyms.length + 1);
  await expectNoSidewaysScroll(page);

  const chosen = gyms[1];
  if (!chosen) throw new Error('the demo owner has fewer than 2 gyms');
  await select.selectOption({ value: chosen._id });
  const filtered = page.waitForRequest((request) => new URL(request.url()).searchParams.get('gymId') === chosen._id);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await filtered;
  await expect(select).toHaveValue(chosen._id);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText(chosen.name);
});
