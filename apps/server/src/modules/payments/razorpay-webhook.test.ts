import { describe, expect, it } from 'vitest';
import { signedWebhook, webhookPayloads, type FakePayment } from '../../../test/fake-razorpay.js';
import { AppError } from '../../lib/errors.js';
import { parseRazorpayWebhook } from './razorpay-webhook.js';

const secret = 'webhook-secret';
const payment: FakePayment = {
  id: 'pay_Abc123Abc123Ab',
  order_id: 'order_Xyz789Xyz789Xy',
  amount: 19_900,
  currency: 'INR',
  status: 'captured',
  error_description: null,
  created_at: 1_900_000_000,
};

function parse(webhook: { payload: string; headers: Record<string, string> }, eventId?: string) {
  return parseRazorpayWebhook(
    { rawBody: Buffer.from(webhook.payload), signature: webhook.headers['x-razorpay-signature'], eventId },
    secret,
  );
}

describe('parseRazorpayWebhook', () => {
  it('reads order.paid and payment.captured as "paid", with the event id from the header', () => {
    const orderPaid = signedWebhook(secret, 'order.paid', webhookPayloads.orderPaid(payment, { id: payment.order_id, amount: 19_900 }));
    expect(parse(orderPaid, 'evt_1')).toEqual({
      type: 'paid',
      eventId: 'evt_1',
      event: 'order.paid',
      payment: { id: payment.id, orderId: payment.order_id, amountPaise: 19_900, status: 'captured' },
    });
    expect(parse(signedWebhook(secret, 'payment.captured', webhookPayloads.payment(payment)), 'evt_2')).toMatchObject({ type: 'paid' });
  });

  it('reads payment.failed with its reason, and refund.processed with the refund id', () => {
    const failed = { ...payment, status: 'failed' as const, error_description: 'Card declined' };
    expect(parse(signedWebhook(secret, 'payment.failed', webhookPayloads.payment(failed)), 'evt_3')).toMatchObject({
      type: 'failed',
      reason: 'Card declined',
      payment: { status: 'failed' },
    });
    const refund = { id: 'rfnd_1', payment_id: payment.id, amount: 19_900 };
    expect(parse(signedWebhook(secret, 'refund.processed', webhookPayloads.refund(refund, payment)), 'evt_4')).toEqual({
      type: 'refunded',
      eventId: 'evt_4',
      event: 'refund.processed',
      paymentId: payment.id,
      refundId: 'rfnd_1',
      amountPaise: 19_900,
      payment: { id: payment.id, orderId: payment.order_id, amountPaise: payment.amount, status: payment.status },
    });
  });

  it('ignores events it does not act on, and stands in a body digest for a missing event id', () => {
    const webhook = signedWebhook(secret, 'payment.authorized', webhookPayloads.payment(payment));
    const first = parse(webhook);
    expect(first).toMatchObject({ type: 'ignored', event: 'payment.authorized', eventId: expect.stringMatching(/^body_[0-9a-f]{64}$/) });
    expect(parse(webhook).eventId).toBe(first.eventId);
  });

  it('throws a 400 AppError for a missing or wrong signature, or another secret', () => {
    const webhook = signedWebhook(secret, 'order.paid', webhookPayloads.payment(payment));
    const attempts = [
      () => parseRazorpayWebhook({ rawBody: Buffer.from(webhook.payload), signature: undefined, eventId: 'e' }, secret),
      () => parseRazorpayWebhook({ rawBody: Buffer.from(webhook.payload + ' '), signature: webhook.headers['x-razorpay-signature'], eventId: 'e' }, secret),
      () => parseRazorpayWebhook({ rawBody: Buffer.from(webhook.payload), signature: webhook.headers['x-razorpay-signature'], eventId: 'e' }, 'other'),
    ];
    for (const attempt of attempts) {
      expect(attempt).toThrow(AppError);
      expect(attempt).toThrow('Invalid webhook signature');
    }
  });
});
