import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, pageLoggedInAs } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { LAST_START_MINUTE, slotStartingSoon, timeLabel } from '../support/slot-soon';
import { appRunning } from '../support/app-running';

// The signed door pass (API contract §8.5, docs/decisions/039): the member's QR code on My
// Bookings, read by the owner's scanner from a photo and from a camera, checks them in once.

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-16');
const PHONE = { width: 390, height: 844 };
const MEMBER_NAME = 'Anjali Desai';
const OWNER = 'owner2@example.com';
const passQr = (page: Page) => page.getByRole('img', { name: /^Door pass QR code for / });

/** owner2's seeded gym (the admin journey may add more for them), open for one hour starting about 30 minutes from now. */
async function openSlotSoon(owner: Page): Promise<{ gym: { _id: string; name: string }; date: string; slot: string }> {
  const { date, minuteOfDay } = slotStartingSoon();
  const { gyms } = (await (await owner.request.get('/api/gyms/my-gyms')).json()) as { gyms: { _id: string; name: string }[] };
  const gym = gyms.find(({ name }) => !name.startsWith('E2E '));
  if (!gym) throw new Error(`${OWNER} has no seeded gym`);
  const slot = timeLabel(minuteOfDay);
  const opened = await owner.request.post('/api/availability/set', {
    data: { gymId: gym._id, date, startTime: slot, endTime: timeLabel(minuteOfDay + 60) },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return { gym, date, slot };
}

/** A new member books and pays for the slot, then opens My Bookings on a phone; returns the pass's QR code as a PNG. */
async function memberWithPass(page: Page, booking: { gym: { _id: string }; date: string; slot: string }): Promise<Buffer> {
  await page.setViewportSize(PHONE);
  await logInAsNewMember(page);
  await page.goto(`/book/${booking.gym._id}?${new URLSearchParams({ date: booking.date, time: booking.slot }).toString()}`);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(passQr(page)).toBeVisible();

  await page.goto('/my-bookings');
  await appRunning(page);
  const qr = passQr(page);
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('aria-label', new RegExp(` at ${booking.slot}$`));
  await expect(page.getByText('Show this at the door')).toBeVisible();
  return qr.screenshot();
}

async function scanPhoto(owner: Page, png: Buffer): Promise<void> {
  await owner.getByLabel('Use a photo').setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: png });
}

test.beforeEach(() => {
  test.skip(slotStartingSoon().minuteOfDay > LAST_START_MINUTE, 'A slot starting in 30 minutes would end after midnight IST; run outside 10:30–11:30 PM IST.');
});

test('the owner checks a member in from a photo of the pass; another owner is refused and a second scan says already checked in', async ({ page, browser }) => {
  const owner = await pageLoggedInAs(browser, OWNER);
  await owner.setViewportSize(PHONE);
  const booking = await openSlotSoon(owner);
  const png = await memberWithPass(page, booking);
  const card = page.getByRole('article').filter({ has: passQr(page) });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(SCREENSHOTS, 'pass-my-bookings.png') });

  const otherOwner = await pageLoggedInAs(browser, 'owner@example.com');
  await otherOwner.goto('/owner/verify-booking');
  await scanPhoto(otherOwner, png);
  await expect(otherOwner.getByRole('heading', { name: 'NOT YOUR GYM' })).toBeVisible();
  await otherOwner.context().close();

  await owner.goto('/owner/verify-booking');
  await scanPhoto(owner, png);
  const valid = owner.getByRole('heading', { name: 'VALID' });
  await expect(valid).toBeVisible();
  await expect(valid).toBeFocused();
  await expect(owner.getByText(MEMBER_NAME)).toBeVisible();
  await expect(owner.getByText(booking.gym.name)).toBeVisible();
  await expect(owner.getByText(booking.slot)).toBeVisible();
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'pass-scanner-valid.png') });

  await scanPhoto(owner, png);
  await expect(owner.getByRole('heading', { name: 'ALREADY CHECKED IN' })).toBeVisible();
  await expect(owner.getByText(/^This booking was already checked in at \d{2}:\d{2} [AP]M\.$/)).toBeVisible();
  await owner.screenshot({ path: path.join(SCREENSHOTS, 'pass-scanner-already.png') });
  await owner.context().close();

  // The member's card now says so, and shows no pass.
  await page.goto('/my-bookings');
  await appRunning(page);
  await expect(page.getByRole('button', { name: 'Already Verified' })).toBeDisabled();
  await expect(passQr(page)).toHaveCount(0);
});

/** A Chromium whose camera films `frame` (a JPEG), as a phone held up to the member's screen would. */
async function browserFilming(frame: Buffer, launchOptions: Parameters<typeof chromium.launch>[0]): Promise<Browser> {
  const video = path.join(tmpdir(), `gymslot-door-pass-${Date.now()}.mjpeg`);
  // Chromium plays an MJPEG file as the camera, looping it: a few copies of the one frame will do.
  writeFileSync(video, Buffer.concat([frame, frame, frame]));
  return chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

test("the owner's camera reads the pass held up to it and checks the member in", async ({ page, browser }, testInfo) => {
  const setup = await pageLoggedInAs(browser, OWNER);
  const booking = await openSlotSoon(setup);
  await setup.context().close();
  const png = await memberWithPass(page, booking);

  // The pass on a white page, filmed at 640×480: the frame the camera sends.
  const stage = await browser.newPage({ viewport: { width: 640, height: 480 } });
  await stage.setContent(`<body style="margin:0;display:grid;place-items:center;height:100vh;background:#fff"><img src="data:image/png;base64,${png.toString('base64')}" style="width:300px"></body>`);
  const frame = await stage.screenshot({ type: 'jpeg', quality: 90 });
  await stage.close();

  const filming = await browserFilming(frame, testInfo.project.use.launchOptions);
  try {
    const owner = await (await filming.newContext({ baseURL: testInfo.project.use.baseURL, viewport: PHONE })).newPage();
    await logIn(owner, OWNER);
    await owner.goto('/owner/verify-booking');
    await owner.getByRole('button', { name: 'Scan pass' }).click();
    await expect(owner.getByRole('heading', { name: 'VALID' })).toBeVisible();
    await expect(owner.getByText(MEMBER_NAME)).toBeVisible();
    // The camera is let go once the code is read, and the next customer is one tap away.
    await expect(owner.getByLabel(/^Camera view/)).toHaveCount(0);
    await expect(owner.getByRole('button', { name: 'Scan next pass' })).toBeVisible();
  } finally {
    await filming.close();
  }
});
