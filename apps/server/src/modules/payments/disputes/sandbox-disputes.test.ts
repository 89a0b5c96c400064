import type { AdminDispute } from '@gymslot/shared/dispute-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, confirm, initiate, MONDAY, MONDAY_10_IST, postWebhook, quickBooker, sandboxPay, setClock, type Booker, type InitiateBody } from '../../../../test/booking-helpers.js';
import { acceptDispute, contestDispute, disputeRow, signedInAdmin } from '../../../../test/dispute-helpers.js';
import { signedWebhook } from '../../../../test/fake-razorpay.js';
import { useTestApp } from '../../../../test/test-app.js';
import { sandboxSecrets } from '../sandbox-provider.js';

// §8.10 without Razorpay keys (`npm start`): the built-in sandbox takes an admin's answer as Razorpay
// would (accepted: lost; contested: under review), and GymSlot records it, so the screens work. A
// dispute reaches the sandbox as any webhook does: signed with its webhook secret.

const t = useTestApp();
let admin: Booker;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  admin = await signedInAdmin(t);
});

/** A sandbox payment, and the bank's dispute of it told to the app as Razorpay's webhook would tell it. */
async function sandboxDispute(slot: string, disputeId: string): Promise<string> {
  const { gym } = await bookableGym(t.database.db);
  const booker = await quickBooker(t);
  const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: slot })).json<InitiateBody>();
  const { payment } = (await sandboxPay(t, booker, hold.bookingId, 'success')).json<{ payment: { razorpay_payment_id: string } }>();
  expect((await confirm(t, booker, { ...payment, bookingId: hold.bookingId })).statusCode).toBe(200);
  const createdAt = Math.floor(Date.now() / 1000);
  const entity = {
    id: disputeId,
    entity: 'dispute',
    payment_id: payment.razorpay_payment_id,
    amount: 19_900,
    currency: 'INR',
    amount_deducted: 0,
    reason_code: 'service_not_provided',
    respond_by: createdAt + 7 * 86_400,
    status: 'open',
    phase: 'chargeback',
    created_at: createdAt,
  };
  const webhook = signedWebhook(sandboxSecrets(t.config.sessionSecret).webhookSecret, 'payment.dispute.created', { dispute: { entity } }, undefined, createdAt);
  expect((await postWebhook(t, webhook)).statusCode).toBe(200);
  return hold.bookingId;
}

describe('disputes in the sandbox', () => {
  it('takes an accept and a contest and records them, with the status Razorpay would give', async () => {
    expect(t.paymentProvider.kind).toBe('sandbox');
    const accepted = await sandboxDispute('06:00 PM', 'disp_SandboxOne0001');
    expect(await disputeRow(t, 'disp_SandboxOne0001')).toMatchObject({ bookingId: accepted, status: 'open' });
    const res = await acceptDispute(t, admin, 'disp_SandboxOne0001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ dispute: AdminDispute }>().dispute).toMatchObject({ status: 'lost', action: { kind: 'accepted' }, booking: { _id: accepted } });

    await sandboxDispute('07:00 PM', 'disp_SandboxTwo0001');
    const contested = await contestDispute(t, admin, 'disp_SandboxTwo0001', { summary: 'The customer was checked in.' });
    expect(contested.json<{ dispute: AdminDispute }>().dispute).toMatchObject({ status: 'under_review', action: { kind: 'contested', summary: 'The customer was checked in.' } });
    expect((await contestDispute(t, admin, 'disp_SandboxTwo0001', { summary: 'Again' })).statusCode).toBe(409);
  });
});
