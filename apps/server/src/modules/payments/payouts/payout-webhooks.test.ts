import { addDays } from '@gymslot/shared/ist-time';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableGym, confirm, initiate, MONDAY, MONDAY_10_IST, postWebhook, quickBooker, setClock, signedInAs, type Booker, type InitiateBody } from '../../../../test/booking-helpers.js';
import { useFakeRazorpay, webhookPayloads } from '../../../../test/fake-razorpay.js';
import { ist, paidRouteBooking, payoutOf } from '../../../../test/payout-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import { verifyOtp } from '../../../../test/verification-helpers.js';
import type { GymRow } from '../../../db/schema/gyms.js';

// §8.7: Route's transfer webhooks, signed like every other, acted on once each, in any order. The
// order's reply leaves its transfers out here, so the events are how GymSlot learns their ids.

const fake = useFakeRazorpay();
const t = useTestApp(() => fake.env());
const TUESDAY = addDays(MONDAY, 1);
const ACCOUNT = 'acc_HookGym000001';
let gym: GymRow;
let owner: Booker;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  const linked = await bookableGym(t.database.db, { capacity: 20, pricePerHourPaise: 20_000, razorpayAccountId: ACCOUNT });
  gym = linked.gym;
  owner = await signedInAs(t, linked.owner);
  fake.state.hideOrderTransfers = true;
});
beforeEach(() => setClock(t, MONDAY_10_IST));

function transferOf(orderId: string) {
  const [transfer] = fake.transfersOf(orderId);
  if (!transfer) throw new Error(`no transfer for ${orderId}`);
  return transfer;
}

const releasesOf = (transferId: string) => fake.requests.filter((request) => request.method === 'PATCH' && request.path === `/v1/transfers/${transferId}`);

describe('transfer webhooks', () => {
  it('records the transfer of transfer.processed once: the same event twice changes nothing more', async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '07:00 AM');
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ transferId: null });
    const transfer = transferOf(paid.orderId);
    const webhook = fake.webhook('transfer.processed', webhookPayloads.transfer(transfer), 'evt_TransferOnce01');
    expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    const first = await payoutOf(t, paid.orderId);
    expect(first).toMatchObject({ status: 'held', transferId: transfer.id, paymentId: paid.paymentId });

    expect((await postWebhook(t, webhook)).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toEqual(first);
    // A signature over other bytes is refused before anything is read.
    expect((await postWebhook(t, { ...webhook, payload: webhook.payload.replace(ACCOUNT, 'acc_Somebody0001') })).statusCode).toBe(400);
  });

  it('finds the payout of a transfer whose source is the payment, as transfers made from payments have', async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '08:00 AM');
    const transfer = { ...transferOf(paid.orderId), source: paid.paymentId };
    expect((await postWebhook(t, fake.webhook('transfer.processed', webhookPayloads.transfer(transfer)))).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held', transferId: transfer.id });
  });

  it('takes a transfer.processed that comes before the payment is confirmed, and releases by that id at check-in', async () => {
    const booker = await quickBooker(t);
    const hold = (await initiate(t, booker, { gymId: gym.id, bookingDate: MONDAY, timeSlot: '06:00 PM' })).json<InitiateBody>();
    const { result } = fake.pay(hold.order.id);
    const transfer = transferOf(hold.order.id);
    expect((await postWebhook(t, fake.webhook('transfer.processed', webhookPayloads.transfer(transfer)))).statusCode).toBe(200);
    expect(await payoutOf(t, hold.order.id)).toMatchObject({ status: 'pending', transferId: transfer.id });

    const confirmed = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
    expect(await payoutOf(t, hold.order.id)).toMatchObject({ status: 'held', transferId: transfer.id });
    setClock(t, ist(MONDAY, 17, 45));
    const otp = confirmed.json<{ booking: { otp: number } }>().booking.otp;
    expect((await verifyOtp(t, owner, { otp, bookingId: hold.bookingId })).statusCode).toBe(200);
    expect(await payoutOf(t, hold.order.id)).toMatchObject({ status: 'released' });
    expect(releasesOf(transfer.id)).toHaveLength(1);
    // The id was known, so Razorpay was not asked for the order's transfers.
    expect(fake.requests).not.toContainEqual({ method: 'GET', path: `/v1/orders/${hold.order.id}` });
  });

  it('marks a failed transfer failed, and a late transfer.processed does not bring it back', async () => {
    const paid = await paidRouteBooking(t, fake, gym, MONDAY, '07:00 PM');
    const transfer = transferOf(paid.orderId);
    expect((await postWebhook(t, fake.webhook('transfer.failed', webhookPayloads.transfer(transfer, 'failed')))).statusCode).toBe(200);
    expect((await postWebhook(t, fake.webhook('transfer.processed', webhookPayloads.transfer(transfer)))).statusCode).toBe(200);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'failed', transferId: transfer.id });

    // Nothing is held for the gym, so the check-in asks Razorpay for nothing.
    setClock(t, ist(MONDAY, 18, 50));
    expect((await verifyOtp(t, owner, { otp: paid.otp, bookingId: paid.bookingId })).statusCode).toBe(200);
    expect(releasesOf(transfer.id)).toEqual([]);
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'failed' });
  });

  it('answers a transfer of an order or a payment GymSlot does not know with 200, and changes nothing', async () => {
    const paid = await paidRouteBooking(t, fake, gym, TUESDAY, '09:00 AM');
    const ours = transferOf(paid.orderId);
    for (const source of ['order_NotOurs0000001', 'pay_NotOurs00000001']) {
      const stranger = { ...ours, id: `trf_Stranger${source.slice(-4)}`, source };
      expect((await postWebhook(t, fake.webhook('transfer.failed', webhookPayloads.transfer(stranger, 'failed')))).statusCode).toBe(200);
    }
    expect(await payoutOf(t, paid.orderId)).toMatchObject({ status: 'held', transferId: null });
  });
});
