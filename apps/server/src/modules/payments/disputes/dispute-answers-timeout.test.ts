import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, setClock, type Booker } from '../../../../test/booking-helpers.js';
import { composeServices, testAppDeps } from '../../../../test/composed-services.js';
import { disputeRow, raiseDispute, signedInAdmin } from '../../../../test/dispute-helpers.js';
import { useFakeRazorpay } from '../../../../test/fake-razorpay.js';
import { paidRouteBooking } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { AppError } from '../../../lib/errors.js';
import { createRazorpayProvider } from '../razorpay-provider.js';

// §8.10: Razorpay's Disputes API called with the provider's timeout. A Razorpay that never answers
// is an outage: 503 to the admin, nothing recorded, and the answer may be given again.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
let silent: Server;
let admin: Booker;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  // Accepts connections and never answers.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

const providerAt = (apiUrl: string, timeoutMs?: number) =>
  createRazorpayProvider({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl, ...(timeoutMs ? { timeoutMs } : {}) });

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? `${error.statusCode} ${error.code ?? ''}: ${error.message}` : String(error);
  }
}

describe("Razorpay's Disputes API through the provider", () => {
  it('gives up on a Razorpay that does not answer within the timeout: 503, and the dispute is as it was', async () => {
    const { gym } = await bookableGym(t.database.db, { capacity: 5 });
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '06:00 PM');
    const disputeId = await raiseDispute(t, fake, paid.paymentId);
    const before = await disputeRow(t, disputeId);

    const hanging = providerAt(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, 200);
    const { disputes } = composeServices(testAppDeps(t, { paymentProvider: hanging }));
    const started = Date.now();
    expect(await failureOf(disputes.accept(admin.user.id, disputeId))).toBe(
      '503 paymentServiceDown: The payment service is not available right now. Please try again in a few minutes.',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await failureOf(disputes.contest(admin.user.id, disputeId, 'Checked in'))).toMatch(/^503 paymentServiceDown/);
    expect(await disputeRow(t, disputeId)).toEqual(before);

    // Razorpay back: the same answer goes through.
    const { disputes: working } = composeServices(testAppDeps(t, { paymentProvider: providerAt(fake.url) }));
    expect(await working.accept(admin.user.id, disputeId)).toMatchObject({ status: 'lost', action: { kind: 'accepted' } });
  });

  it("reads Razorpay's refusals in its error shape, and keys it refuses as an outage", async () => {
    const razorpay = providerAt(fake.url);
    expect(await failureOf(razorpay.disputes.accept('disp_NoSuchThing01'))).toBe('409 disputeRefused: Razorpay did not take this answer: The id provided does not exist');
    const wrongKeys = createRazorpayProvider({ keyId: fake.keyId, keySecret: 'wrong', webhookSecret: undefined, apiUrl: fake.url });
    expect(await failureOf(wrongKeys.disputes.contest({ disputeId: 'disp_NoSuchThing01', summary: 'x' }))).toMatch(/^503 paymentServiceDown/);
  });
});
