import { expect, test, type Browser, type Page } from '@playwright/test';
import { addGymAsAdmin } from '../support/admin-gym';
import { seriousViolations } from '../support/axe';
import { pageLoggedInAs } from '../support/login';
import { logInAsNewMember } from '../support/new-member';
import { mailFromOutbox } from '../support/outbox';
import { appRunning } from '../support/app-running';

const phone = { width: 390, height: 844 };
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Tomorrow in India: its 10:00 AM slot is always more than the 2-hour cancellation cut-off away. */
const tomorrow = () => new Date(Date.now() + IST_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);
const SLOT = '10:00 AM';

test.describe.configure({ timeout: 120_000 });

/** A member of their own on a phone, so no other journey's holds or waitlists count against them. */
async function newMemberOnPhone(browser: Browser): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  return { page, email: await logInAsNewMember(page) };
}

/** Books and pays for the slot through the sandbox checkout, as a member would. */
async function bookAndPay(page: Page, gymId: string, date: string): Promise<void> {
  await page.goto(`/book/${gymId}?${new URLSearchParams({ date, time: SLOT }).toString()}`);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
}

/** The offer mail as a reader sees it: its subject over its HTML part, in a page of its own. */
async function showMail(page: Page, mail: string): Promise<void> {
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  // The outbox reader undoes quoted-printable byte by byte; the bytes are UTF-8.
  const html = Buffer.from(/Content-Type: text\/html[^]*?\r?\n\r?\n([^]*?)\r?\n--/.exec(mail)?.[1] ?? '', 'latin1').toString('utf8');
  await page.setContent(`<main style="font: 15px/1.5 system-ui, sans-serif; padding: 16px"><h1 style="font-size: 18px"></h1>${html}</main>`);
  await page.locator('h1').evaluate((element, value) => (element.textContent = value), subject);
  await expect(page.getByRole('heading', { name: /^A place is free:/ })).toBeVisible();
  await expect(page.getByText(/^Pay now: /)).toBeVisible();
}

test('on a phone, a member joins a full slot\'s waitlist, gets the place another frees by mail, pays and is booked', async ({ browser }, testInfo) => {
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`w3-${name}.png`), fullPage: false });
  const date = tomorrow();

  // A gym with one place an hour, open 10–11 AM tomorrow.
  const admin = await pageLoggedInAs(browser, 'admin@example.com');
  const gym = await addGymAsAdmin(admin, { tag: 'Waitlist', capacity: 1 });
  const opened = await admin.request.post('/api/availability/set', { data: { gymId: gym._id, date, startTime: SLOT, endTime: '11:00 AM' } });
  expect(opened.status(), await opened.text()).toBe(200);
  await admin.context().close();

  // Member A books and pays the one place.
  const first = await newMemberOnPhone(browser);
  await bookAndPay(first.page, gym._id, date);

  // Member B finds the slot full, with a way into its line, and joins it.
  const second = await newMemberOnPhone(browser);
  const gymPage = `/gym/${gym._id}?date=${date}`;
  const waitlistReads: string[] = [];
  second.page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/bookings/waitlist') waitlistReads.push(request.url());
  });
  await second.page.goto(gymPage);
  await appRunning(second.page);
  const join = second.page.getByRole('button', { name: `${SLOT}, Full · Join waitlist` });
  await expect(join).toBeVisible();
  // The person's waitlist came inside the page's HTML, with the gym and its slots (docs/decisions/030).
  expect(waitlistReads).toEqual([]);
  await join.scrollIntoViewIfNeeded();
  expect(await seriousViolations(second.page)).toEqual([]);
  await shot(second.page, 'full-slot-join-waitlist');
  await join.click();
  const leave = second.page.getByRole('button', { name: `Leave the waitlist for ${SLOT}` });
  await expect(second.page.getByText('On waitlist · 1st in line')).toBeVisible();
  await expect(leave).toBeFocused();
  expect(await seriousViolations(second.page)).toEqual([]);
  await shot(second.page, 'on-waitlist-1st-in-line');
  // The place in line is the server's: it stays after a reload.
  await second.page.reload();
  await expect(second.page.getByText('On waitlist · 1st in line')).toBeVisible();

  // Member A cancels (more than 2 hours ahead, so with a full refund), which frees the place.
  await first.page.goto('/my-bookings');
  await appRunning(first.page);
  first.page.once('dialog', (dialog) => void dialog.accept());
  await first.page.getByRole('article').filter({ hasText: gym.name }).getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(first.page.getByText('Booking cancelled successfully!')).toBeVisible();

  // B is mailed the held place, with a link straight to its payment.
  const mail = await mailFromOutbox(second.email, 'A place is free:');
  const link = mail.match(/https?:\/\/[^\s"<>]*\/payment\/[0-9a-f]{24}/)?.[0];
  expect(link, 'the offer mail links to the payment page').toBeDefined();
  const bookingId = (link ?? '').split('/').at(-1) ?? '';

  await showMail(second.page, mail);
  await shot(second.page, 'offer-mail');

  // The gym page and My Bookings show B the place held for them, with the time it is held until.
  await second.page.goto(gymPage);
  await appRunning(second.page);
  const held = second.page.getByRole('link', { name: `${SLOT}, A place is held for you · Pay now` });
  await expect(held).toHaveAttribute('href', `/payment/${bookingId}`);
  await held.scrollIntoViewIfNeeded();
  await shot(second.page, 'gym-page-place-held');
  await second.page.goto('/my-bookings');
  await appRunning(second.page);
  const offer = second.page.getByRole('region', { name: 'Waitlist' }).getByRole('article').filter({ hasText: gym.name });
  await expect(offer.getByText(/^A place is yours until \d\d:\d\d [AP]M — Pay now$/)).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/payment/${bookingId}`);
  expect(await seriousViolations(second.page)).toEqual([]);
  await shot(second.page, 'my-bookings-place-held');

  // B follows the mail's link, pays, and the booking is confirmed.
  await second.page.goto(new URL(link ?? '').pathname);
  await expect(second.page.getByRole('heading', { name: 'Complete Payment' })).toBeVisible();
  await expect(second.page.getByText(gym.name).first()).toBeVisible();
  await shot(second.page, 'offer-payment-page');
  await second.page.getByRole('button', { name: 'Pay Now with Razorpay' }).click();
  await second.page.getByRole('dialog', { name: 'GymSlot' }).getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(second.page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await shot(second.page, 'confirmed');

  // B's My Bookings: the paid booking; the waitlist entry, booked now, has left the waitlist (issue 31).
  await second.page.goto('/my-bookings');
  await appRunning(second.page);
  await expect(second.page.getByRole('region', { name: 'Upcoming' }).getByRole('article').filter({ hasText: bookingId.slice(0, 8) })).toContainText('Paid');
  await expect(second.page.getByRole('article').filter({ hasText: gym.name }).getByRole('button', { name: 'Leave waitlist' })).toHaveCount(0);
  await shot(second.page, 'my-bookings-waitlist-booked');

  await first.page.context().close();
  await second.page.context().close();
});
