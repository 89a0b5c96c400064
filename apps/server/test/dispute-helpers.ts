import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminDispute, AdminDisputesReply } from '@gymslot/shared/dispute-schemas';
import { createUser } from '../src/db/factories.js';
import { disputes } from '../src/db/schema/trust.js';
import { postWebhook, signedInAs, type Booker } from './booking-helpers.js';
import type { FakeRazorpay } from './fake-razorpay.js';
import type { FakeDisputeOptions } from './fake-razorpay-disputes.js';
import type { TestApp } from './test-app.js';

// Shared by the dispute tests (§8.10): an admin, the admin's calls, and a dispute raised at the fake
// Razorpay and announced to the app by its signed webhook.

export async function signedInAdmin(t: TestApp, name = 'Meera Admin'): Promise<Booker> {
  return signedInAs(t, await createUser(t.database.db, { role: 'admin', name }));
}

export function listDisputes(t: TestApp, who: { headers: Record<string, string> }, query = ''): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/admin/disputes${query}`, headers: who.headers });
}

/** One dispute as the admin's list shows it, looked for page by page. */
export async function disputeView(t: TestApp, admin: Booker, disputeId: string): Promise<AdminDispute | undefined> {
  let cursor: string | null = null;
  do {
    const page: AdminDisputesReply = (await listDisputes(t, admin, cursor ? `?cursor=${cursor}` : '')).json<AdminDisputesReply>();
    const found = page.disputes.find((dispute) => dispute._id === disputeId);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
}

export function acceptDispute(t: TestApp, who: { headers: Record<string, string> }, disputeId: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/admin/disputes/${disputeId}/accept`, headers: who.headers });
}

export function contestDispute(t: TestApp, who: { headers: Record<string, string> }, disputeId: string, body: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/admin/disputes/${disputeId}/contest`, headers: who.headers, payload: body as object });
}

export async function disputeRow(t: TestApp, disputeId: string) {
  const [row] = await t.database.db.select().from(disputes).where(eq(disputes.id, disputeId));
  return row;
}

/** The bank disputes the payment at the fake, and Razorpay tells the app (payment.dispute.created); the dispute's id. */
export async function raiseDispute(t: TestApp, fake: FakeRazorpay, paymentId: string, options: FakeDisputeOptions = {}): Promise<string> {
  const dispute = fake.openDispute(paymentId, options);
  const res = await postWebhook(t, fake.disputeWebhook(dispute.id, { createdAt: dispute.created_at }));
  if (res.statusCode !== 200) throw new Error(`The dispute webhook was refused: ${res.body}`);
  return dispute.id;
}

/** The bank moves the dispute on at the fake, and Razorpay tells the app `seconds` after it opened. */
export async function moveDispute(
  t: TestApp,
  fake: FakeRazorpay,
  disputeId: string,
  status: Parameters<FakeRazorpay['decideDispute']>[1],
  seconds: number,
): Promise<LightMyRequestResponse> {
  const dispute = fake.decideDispute(disputeId, status);
  return postWebhook(t, fake.disputeWebhook(disputeId, { createdAt: dispute.created_at + seconds }));
}
