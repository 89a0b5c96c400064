import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { ProviderPayment, WebhookAction, WebhookDelivery } from './payment-provider.js';
import { bodyDigest, hexDigestsMatch, hmacSha256Hex } from './payment-signatures.js';
import { disputeEntity, toProviderDispute } from './razorpay-disputes.js';
import { toProviderTransfer, transferEntity } from './razorpay-route.js';

// Razorpay webhook bodies: { event, payload: { payment: { entity }, order?: { entity }, refund?: { entity } } },
// and Route's: { event: 'transfer.processed' | 'transfer.failed', payload: { transfer: { entity } } }.
// and disputes': { event: 'payment.dispute.created' | … , created_at, payload: { dispute: { entity }, payment: { entity } } }.
// Only the fields GymSlot acts on are read; the rest of each entity passes unchecked.

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullish(),
});

const refundEntity = z.object({ id: z.string(), payment_id: z.string(), amount: z.number().int() });

const envelope = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
      transfer: z.object({ entity: transferEntity }).optional(),
    })
    .optional(),
});

/**
 * Read apart from the payment events: its payment entity may be one GymSlot's envelope does not
 * take (no order), and the event's own time orders the events of one dispute.
 */
const disputeEnvelope = z.object({
  event: z.string().startsWith('payment.dispute.'),
  created_at: z.number().int().positive().optional(),
  payload: z.object({ dispute: z.object({ entity: disputeEntity }) }),
});

function toPayment(entity: z.infer<typeof paymentEntity>): ProviderPayment {
  return { id: entity.id, orderId: entity.order_id, amountPaise: entity.amount, status: entity.status };
}

/**
 * Verifies X-Razorpay-Signature (HMAC-SHA256 of the raw body with the webhook secret) and reduces
 * the event to an action. A correctly signed event GymSlot does not use, or cannot read, is
 * 'ignored' so that the provider stops retrying it.
 */
export function parseRazorpayWebhook(delivery: WebhookDelivery, webhookSecret: string): WebhookAction {
  const expected = hmacSha256Hex(webhookSecret, delivery.rawBody);
  if (!delivery.signature || !hexDigestsMatch(expected, delivery.signature)) {
    throw new AppError('invalid_data', { code: 'invalidWebhookSignature' });
  }
  const eventId = delivery.eventId?.trim() || bodyDigest(delivery.rawBody);
  let body: unknown;
  try {
    body = JSON.parse(delivery.rawBody.toString('utf8'));
  } catch {
    throw new AppError('invalid_data', { code: 'webhookNotJson' });
  }
  const dispute = disputeEnvelope.safeParse(body);
  if (dispute.success) {
    const { event, created_at: createdAt, payload } = dispute.data;
    const eventAt = createdAt === undefined ? undefined : new Date(createdAt * 1000);
    return { type: 'dispute', eventId, event, dispute: toProviderDispute(payload.dispute.entity), eventAt };
  }
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return { type: 'ignored', eventId, event: 'unreadable' };
  const { event, payload } = parsed.data;
  const payment = payload?.payment?.entity;
  const refund = payload?.refund?.entity;
  const transfer = payload?.transfer?.entity;

  if ((event === 'order.paid' || event === 'payment.captured') && payment) {
    return { type: 'paid', eventId, event, payment: toPayment(payment) };
  }
  if (event === 'payment.failed' && payment) {
    return {
      type: 'failed',
      eventId,
      event,
      payment: toPayment(payment),
      reason: payment.error_description ?? 'Payment failed',
    };
  }
  if (event === 'refund.processed' && refund) {
    return {
      type: 'refunded',
      eventId,
      event,
      paymentId: refund.payment_id,
      refundId: refund.id,
      amountPaise: refund.amount,
      payment: payment && toPayment(payment),
    };
  }
  if ((event === 'transfer.processed' || event === 'transfer.failed') && transfer) {
    return { type: 'transfer', eventId, event, transfer: toProviderTransfer(transfer) };
  }
  return { type: 'ignored', eventId, event };
}
