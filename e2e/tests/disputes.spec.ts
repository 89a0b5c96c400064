import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { gymWithFreeSlot, hindiText } from '../support/hindi';
import { logIn } from '../support/login';
import { logInAsNewMember } from '../support/new-member';

// §8.10 disputes without Razorpay keys: the e2e server takes payments in the built-in sandbox, which
// signs its webhooks with a secret derived from SESSION_SECRET (sandbox-provider.ts). The journey
// plays the customer's bank and Razorpay's webhook sender: it sends `payment.dispute.created`,
// signed with that secret, to the same webhook address Razorpay uses. The admin then answers from
// the Disputes screen; the sandbox takes the answer as Razorpay would (accepted: lost; contested:
// with the bank).

const SCREENSHOTS = path.join(import.meta.dirname, '../../docs/screenshots/issue-29');
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The sandbox's webhook secret, derived as the server derives it from the session secret it keeps in DATA_DIR. */
function sandboxWebhookSecret(): string {
  const sessionSecret = readFileSync(path.join(process.env.GYMSLOT_E2E_DATA_DIR ?? '', 'session-secret'), 'utf8').trim();
  return createHmac('sha256', sessionSecret).update('gymslot sandbox webhook secret').digest('hex');
}

/** A member's paid booking, made through the API as the booking screens make it; its payment id and amount (paise). */
async function paidBooking(request: APIRequestContext, fromEnd: number): Promise<{ paymentId: string; amount: number }> {
  const date = new Date(Date.now() + IST_OFFSET_MS + 4 * DAY_MS).toISOString().slice(0, 10);
  const { gymId, slot } = await gymWithFreeSlot(request, date, fromEnd);
  const held = await request.post('/api/bookings/initiate', { data: { gymId, bookingDate: date, timeSlot: slot } });
  expect(held.status(), await held.text()).toBe(200);
  const { bookingId, order } = (await held.json()) as { bookingId: string; order: { amount: number } };
  const paid = await request.post('/api/payments/sandbox/pay', { data: { bookingId, outcome: 'success' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const { payment } = (await paid.json()) as { payment: Record<string, string> };
  const confirmed = await request.post('/api/bookings/confirm', { data: { ...payment, bookingId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { paymentId: payment.razorpay_payment_id ?? '', amount: order.amount };
}

/** The bank disputes the payment, and Razorpay tells GymSlot: a signed `payment.dispute.created`. */
async function raiseDispute(request: APIRequestContext, paymentId: string, amount: number): Promise<string> {
  const createdAt = Math.floor(Date.now() / 1000);
  const id = `disp_${paymentId.slice(4, 18)}`;
  const dispute = {
    id,
    entity: 'dispute',
    payment_id: paymentId,
    amount,
    currency: 'INR',
    amount_deducted: 0,
    reason_code: 'service_not_provided',
    reason_description: 'The customer says the service was not provided.',
    respond_by: createdAt + 7 * 86_400,
    status: 'open',
    phase: 'chargeback',
    created_at: createdAt,
  };
  const body = JSON.stringify({ entity: 'event', event: 'payment.dispute.created', contains: ['dispute'], payload: { dispute: { entity: dispute } }, created_at: createdAt });
  const signature = createHmac('sha256', sandboxWebhookSecret()).update(body).digest('hex');
  const delivered = await request.post('/api/payments/razorpay/webhook', {
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_${id}` },
    data: body,
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return id;
}

async function memberWithTwoDisputes(browser: Browser): Promise<[string, string]> {
  const context = await browser.newContext();
  const member = await context.newPage();
  await logInAsNewMember(member);
  const first = await paidBooking(member.request, 7);
  const second = await paidBooking(member.request, 8);
  // The bank disputes the whole payment.
  const disputes: [string, string] = [
    await raiseDispute(member.request, first.paymentId, first.amount),
    await raiseDispute(member.request, second.paymentId, second.amount),
  ];
  await context.close();
  return disputes;
}

test('an admin contests one dispute with the evidence summary and accepts another, on a laptop and on a phone', async ({ page, browser }) => {
  const [contested, accepted] = await memberWithTwoDisputes(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'admin@example.com');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: /^Disputes \d+ to answer$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Open disputes' }).click();
  await expect(page).toHaveURL(/\/admin\/disputes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();

  const contestedCard = page.getByRole('article').filter({ hasText: contested });
  await expect(contestedCard).toContainText('Open');
  await expect(contestedCard).toContainText('Anjali D.');
  const evidence = contestedCard.getByRole('region', { name: 'Evidence for the bank' });
  await expect(evidence).toContainText('Not checked in');
  await expect(evidence).toContainText("The customer made no 'not let in' report about this booking.");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'disputes-1280.png'), fullPage: true });

  await contestedCard.getByRole('button', { name: /^Contest/ }).click();
  const summary = contestedCard.getByRole('textbox', { name: 'Summary for the bank' });
  await expect(summary).toHaveValue(/^GymSlot booking [0-9a-f]{24}: a one-hour visit to /);
  await summary.press('ControlOrMeta+End');
  await summary.pressSequentially(' The gym was open; the customer did not come.');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'disputes-contest-1280.png'), fullPage: true });
  await contestedCard.getByRole('button', { name: 'Send to Razorpay' }).click();
  await expect(page.getByText('Dispute contested. The bank will review the evidence.')).toBeVisible();
  await expect(contestedCard).toContainText('With the bank');
  await expect(contestedCard).toContainText('the customer did not come.');

  // On a phone, in Hindi: the other dispute, accepted after the second yes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hindiText('admin-disputes', 'heading') })).toBeVisible();
  const acceptedCard = page.getByRole('article').filter({ hasText: accepted });
  await acceptedCard.getByRole('button', { name: new RegExp(`^${hindiText('admin-disputes', 'accept')}`) }).click();
  await expect(acceptedCard.getByRole('group')).toBeVisible();
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'disputes-accept-hi-390.png'), fullPage: true });
  await acceptedCard.getByRole('button', { name: hindiText('admin-disputes', 'confirmAccept') }).click();
  await expect(page.getByText(hindiText('admin-disputes', 'accepted'))).toBeVisible();
  await expect(acceptedCard).toContainText(hindiText('admin-disputes', 'statusLost'));
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'disputes-390.png'), fullPage: true });
});
