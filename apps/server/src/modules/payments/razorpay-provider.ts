import { z } from 'zod';
import { AppError, type CodedText } from '../../lib/errors.js';
import type { PaymentProvider, ProviderPayment, RouteTransferRequest } from './payment-provider.js';
import { checkoutSignature, hexDigestsMatch } from './payment-signatures.js';
import { createRazorpayDisputes } from './razorpay-disputes.js';
import { createRazorpayRoute, toProviderTransfer, transferEntity, type RazorpayCall } from './razorpay-route.js';
import { parseRazorpayWebhook } from './razorpay-webhook.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** https://api.razorpay.com, or a stand-in server in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

const orderReply = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  transfers: z.array(transferEntity).optional(),
});
const paymentReply = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
});
const refundReply = z.object({ id: z.string() });
const paymentsReply = z.object({ items: z.array(paymentReply) });

/** Razorpay's largest page of a collection. */
const PAGE_SIZE = 100;
/** A day of payments is read in at most this many pages (a million payments). */
const MAX_PAGES = 10_000;

/** Razorpay's shortest automatic capture window, in minutes. */
const MIN_AUTO_CAPTURE_MINUTES = 12;

const UNREACHABLE = { code: 'paymentServiceDown' } as const;

/** A payment of no order (made outside GymSlot's checkout) is none of ours: undefined. */
function toProviderPayment(payment: z.infer<typeof paymentReply>): ProviderPayment | undefined {
  if (payment.order_id === null) return undefined;
  return { id: payment.id, orderId: payment.order_id, amountPaise: payment.amount, status: payment.status };
}

/** An AppError whose message is safe to show; the provider's own answer rides along for the log. */
function providerError(kind: 'payment_failed' | 'unavailable', message: CodedText, detail: unknown): AppError {
  const error = new AppError(kind, message);
  error.cause = detail;
  return error;
}

/** An order's transfer as Razorpay's orders API takes it: amounts in paise, on_hold_until in Unix seconds. */
function transferBody(transfer: RouteTransferRequest) {
  return {
    account: transfer.account,
    amount: transfer.amountPaise,
    currency: 'INR',
    on_hold: transfer.onHold,
    ...(transfer.onHoldUntil ? { on_hold_until: Math.floor(transfer.onHoldUntil.getTime() / 1000) } : {}),
    notes: transfer.notes,
  };
}

/** Razorpay's REST API (orders, payments, refunds, Route, disputes) over fetch with HTTP Basic auth and a timeout. */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  const call: RazorpayCall = async (method, path, body, extraHeaders = {}) => {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw providerError('unavailable', UNREACHABLE, error);
    }
    const json: unknown = await response.json().catch(() => null);
    // Server trouble, or keys Razorpay refuses: nothing the customer can fix.
    if (response.status >= 500 || response.status === 401) {
      throw providerError('unavailable', UNREACHABLE, { status: response.status, body: json });
    }
    return { status: response.status, json };
  };

  function parsed<T>(schema: z.ZodType<T>, reply: { status: number; json: unknown }, failure: CodedText): T {
    const result = reply.status < 300 ? schema.safeParse(reply.json) : undefined;
    if (!result?.success) throw providerError('payment_failed', failure, { status: reply.status, body: reply.json });
    return result.data;
  }

  return {
    kind: 'razorpay',
    publicKeyId: options.keyId,

    async createOrder({ amountPaise, receipt, notes, autoCaptureMinutes, transfers }) {
      const automatic = Math.max(MIN_AUTO_CAPTURE_MINUTES, autoCaptureMinutes);
      const reply = await call('POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
        // An authorisation that comes later stays uncaptured for twice as long, then Razorpay
        // releases it: GymSlot captures it only while the booking's hold still runs (decision 018).
        payment: {
          capture: 'automatic',
          capture_options: { automatic_expiry_period: automatic, manual_expiry_period: 2 * automatic, refund_speed: 'optimum' },
        },
        ...(transfers?.length ? { transfers: transfers.map(transferBody) } : {}),
      });
      const order = parsed(orderReply, reply, { code: 'paymentNotStarted' });
      return {
        id: order.id,
        amountPaise: order.amount,
        currency: order.currency,
        ...(order.transfers ? { transfers: order.transfers.map(toProviderTransfer) } : {}),
      };
    },

    verifyCheckoutSignature({ orderId, paymentId, signature }) {
      return hexDigestsMatch(checkoutSignature(orderId, paymentId, options.keySecret), signature);
    },

    async fetchPayment(paymentId): Promise<ProviderPayment | undefined> {
      const reply = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR (or 404).
      if (reply.status === 400 || reply.status === 404) return undefined;
      return toProviderPayment(parsed(paymentReply, reply, { code: 'paymentNotChecked' }));
    },

    async orderPayments(orderId) {
      const reply = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
      const { items } = parsed(paymentsReply, reply, { code: 'orderNotChecked' });
      return items.flatMap((payment) => toProviderPayment(payment) ?? []);
    },

    async paymentsCreatedBetween(from, to) {
      // Razorpay's from and to are Unix seconds, both inclusive: to is one second short of ours.
      const range = `from=${Math.floor(from.getTime() / 1000)}&to=${Math.ceil(to.getTime() / 1000) - 1}`;
      const found: ProviderPayment[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const reply = await call('GET', `/v1/payments?${range}&count=${PAGE_SIZE}&skip=${page * PAGE_SIZE}`);
        const { items } = parsed(paymentsReply, reply, { code: 'paymentsNotListed' });
        for (const payment of items) {
          const known = toProviderPayment(payment);
          if (known) found.push(known);
        }
        if (items.length < PAGE_SIZE) break;
      }
      return found;
    },

    async capturePayment({ paymentId, amountPaise }) {
      const reply = await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency: 'INR' });
      const payment = toProviderPayment(parsed(paymentReply, reply, { code: 'paymentNotCompleted' }));
      if (payment?.status !== 'captured') throw providerError('payment_failed', { code: 'paymentNotCompleted' }, reply.json);
      return payment;
    },

    async refund({ paymentId, amountPaise, idempotencyKey, reverseAll }) {
      const reply = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'optimum', ...(reverseAll ? { reverse_all: true } : {}) },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return { refundId: parsed(refundReply, reply, { code: 'refundFailed' }).id };
    },

    route: createRazorpayRoute(call, parsed),

    disputes: createRazorpayDisputes(call),

    parseWebhook(delivery) {
      if (!options.webhookSecret) throw new AppError('unavailable', { code: 'webhooksNotConfigured' });
      return parseRazorpayWebhook(delivery, options.webhookSecret);
    },
  };
}
