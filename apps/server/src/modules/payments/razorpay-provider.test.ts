import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay.js';
import { AppError } from '../../lib/errors.js';
import { createRazorpayProvider } from './razorpay-provider.js';

let fake: FakeRazorpay;
let silent: Server;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  // Accepts connections and never answers: a provider that hangs.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await fake.close();
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

const provider = () => createRazorpayProvider({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: undefined, apiUrl: fake.url });

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? `${error.kind}: ${error.message}` : String(error);
  }
}

describe('the Razorpay provider', () => {
  it('creates orders, fetches payments and refunds with Basic auth and an idempotency key', async () => {
    const razorpay = provider();
    const order = await razorpay.createOrder({ amountPaise: 50_000, receipt: 'r1', notes: { bookingId: 'b1' }, autoCaptureMinutes: 15 });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amountPaise: 50_000, currency: 'INR' });
    const { payment, result } = fake.pay(order.id);
    expect(razorpay.verifyCheckoutSignature({ orderId: order.id, paymentId: payment.id, signature: result.razorpay_signature })).toBe(true);
    expect(razorpay.verifyCheckoutSignature({ orderId: 'order_other', paymentId: payment.id, signature: result.razorpay_signature })).toBe(false);
    expect(await razorpay.fetchPayment(payment.id)).toEqual({ id: payment.id, orderId: order.id, amountPaise: 50_000, status: 'captured' });
    expect(await razorpay.fetchPayment('pay_Unknown0000000')).toBeUndefined();

    const first = await razorpay.refund({ paymentId: payment.id, amountPaise: 50_000, idempotencyKey: 'gymslot_refund_1' });
    const retried = await razorpay.refund({ paymentId: payment.id, amountPaise: 50_000, idempotencyKey: 'gymslot_refund_1' });
    expect(retried.refundId).toBe(first.refundId);
    expect(fake.refunds).toHaveLength(1);
  });

  it('maps refusals to payment_failed and outages, bad keys and timeouts to unavailable, with safe messages', async () => {
    expect(await kindOf(provider().createOrder({ amountPaise: 50, receipt: 'r', notes: {}, autoCaptureMinutes: 15 }))).toBe(
      'payment_failed: The payment could not be started. Please try again.',
    );
    const wrongKeys = createRazorpayProvider({ keyId: fake.keyId, keySecret: 'wrong', webhookSecret: undefined, apiUrl: fake.url });
    expect(await kindOf(wrongKeys.createOrder({ amountPaise: 5_000, receipt: 'r', notes: {}, autoCaptureMinutes: 15 }))).toMatch(/^unavailable: /);
    fake.state.outage = true;
    expect(await kindOf(provider().fetchPayment('pay_x'))).toMatch(/^unavailable: /);
    fake.state.outage = false;
    const hanging = createRazorpayProvider({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: undefined,
      apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 200,
    });
    expect(await kindOf(hanging.createOrder({ amountPaise: 5_000, receipt: 'r', notes: {}, autoCaptureMinutes: 15 }))).toMatch(/^unavailable: /);
    expect(await kindOf(provider().refund({ paymentId: 'pay_none', amountPaise: 1, idempotencyKey: 'gymslot_refund_2' }))).toBe(
      'payment_failed: The refund could not be made.',
    );
  });

  it('answers webhooks with 503 when no webhook secret is configured', () => {
    expect(() => provider().parseWebhook({ rawBody: Buffer.from('{}'), signature: 'x', eventId: 'e' })).toThrow('Payment webhooks are not configured');
  });
});
