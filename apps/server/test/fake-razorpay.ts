import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createFakeTransfers, transfersProblem, type FakeOrderTransfer, type FakeTransfer } from './fake-razorpay-route.js';
import { createFakeDisputes, disputeEventName, type FakeDispute, type FakeDisputeOptions, type FakeDisputeStatus } from './fake-razorpay-disputes.js';
import { createFakeAccounts } from './fake-razorpay-accounts.js';

// A stand-in for Razorpay's REST API on 127.0.0.1 (orders with capture settings, their payments, and Route
// transfers (their ledger: fake-razorpay-route.ts), payment fetch and capture, refunds with reverse_all, a payment's transfers, releasing
// a transfer's hold, reversing a transfer, disputes (fake-razorpay-disputes.ts): fetch, accept, contest), HTTP Basic auth),
// plus what the test needs to play the customer, the customer's bank and Razorpay's webhook sender.
// Refusals use Razorpay's documented error shape and texts.

export interface FakeCaptureSettings {
  capture: 'automatic' | 'manual';
  capture_options?: { automatic_expiry_period: number; manual_expiry_period: number; refund_speed: 'normal' | 'optimum' };
}

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  payment: FakeCaptureSettings | undefined;
  /** Absent when the order carries none, so orders of gyms without Route look as before. */
  transfers?: FakeOrderTransfer[];
}

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  status: 'captured' | 'authorized' | 'failed' | 'refunded';
  error_description: string | null;
  /** Unix seconds, by the fake's clock. */
  created_at: number;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  speed: string;
  idempotencyKey: string | undefined;
  /** Present only on a refund that asked for it, so other refunds look as before. */
  reverse_all?: true;
}

export interface SignedWebhook {
  payload: string;
  headers: Record<string, string>;
}

const randomPart = () => randomBytes(7).toString('hex');

function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** A webhook body as Razorpay sends it, signed with `secret` over the exact bytes; `createdAt` is the event's time, Unix seconds. */
export function signedWebhook(secret: string, event: string, payload: object, eventId = `evt_${randomPart()}`, createdAt = 1_900_000_000): SignedWebhook {
  const body = JSON.stringify({ entity: 'event', account_id: 'acc_Test000000001', event, contains: Object.keys(payload), payload, created_at: createdAt });
  return {
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body), 'x-razorpay-event-id': eventId },
  };
}

/** Payloads of the events GymSlot handles, shaped as in Razorpay's webhook documentation. */
export const webhookPayloads = {
  orderPaid: (payment: FakePayment, order: { id: string; amount: number }) => ({
    payment: { entity: { ...payment, entity: 'payment' } },
    order: { entity: { id: order.id, entity: 'order', amount: order.amount, amount_paid: order.amount, amount_due: 0, status: 'paid' } },
  }),
  payment: (payment: FakePayment) => ({ payment: { entity: { ...payment, entity: 'payment' } } }),
  refund: (refund: { id: string; payment_id: string; amount: number }, payment: FakePayment) => ({
    refund: { entity: { ...refund, entity: 'refund', currency: 'INR', status: 'processed' } },
    payment: { entity: { ...payment, entity: 'payment' } },
  }),
  /** transfer.processed and transfer.failed carry the transfer entity alone. */
  transfer: (transfer: FakeTransfer, status: 'processed' | 'failed' = 'processed') => ({ transfer: { entity: { ...transfer, status } } }),
  /** payment.dispute.* carry the dispute and, when Razorpay has it, the payment disputed. */
  dispute: (dispute: FakeDispute, payment?: FakePayment) => ({
    ...(payment ? { payment: { entity: { ...payment, entity: 'payment' } } } : {}),
    dispute: { entity: structuredClone(dispute) },
  }),
};

export async function startFakeRazorpay() {
  const keyId = `rzp_test_${randomPart()}`;
  const keySecret = randomPart();
  const webhookSecret = randomPart();
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  /** Route transfers: set up with their order ('created'), processed once its payment is captured. */
  const routeTransfers = createFakeTransfers();
  /** Disputes raised on payments, as the customer's bank and Razorpay move them on. */
  const fakeDisputes = createFakeDisputes(routeTransfers.clock);
  /** Route's linked accounts (fake-razorpay-accounts.ts), for `GET /v2/accounts/{id}`. */
  const linkedAccounts = createFakeAccounts();
  /** Every call to the Disputes API, with its auth header and body, for a test to read the shape sent. */
  const disputeCalls: { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  /** Ids of the payments captured through the API, in order. */
  const captures: string[] = [];
  const requests: { method: string; path: string }[] = [];
  /**
   * outage: every call 503. refundOutage / captureOutage / transferOutage (releases, reversals): only those calls
   * answer 502. hideOrderTransfers: the order's reply leaves its transfers out, so the app must look them up.
   * stalledTransfers / stalledCaptures / stalledDisputes: a release or reversal, a capture or a Disputes API call
   * is not answered until this promise settles (a Razorpay that hangs). stalledRefunds: the same for a refund, held
   * once its body is read, so a refund whose caller has gone meanwhile is still made when the promise settles
   * (Razorpay did it; only the answer was lost). disputeOutage: the Disputes API answers 502.
   */
  const state: {
    outage: boolean;
    refundOutage: boolean;
    captureOutage: boolean;
    transferOutage: boolean;
    hideOrderTransfers: boolean;
    stalledTransfers?: Promise<void>;
    stalledCaptures?: Promise<void>;
    stalledRefunds?: Promise<void>;
    disputeOutage: boolean;
    stalledDisputes?: Promise<void>;
  } = { outage: false, refundOutage: false, captureOutage: false, transferOutage: false, hideOrderTransfers: false, disputeOutage: false };
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'input_validation_failed' } });

  /** Razorpay's rules for an order's `payment` settings; a description of what is wrong, or undefined. */
  function captureSettingsProblem(settings: unknown): string | undefined {
    if (settings === undefined) return undefined;
    const { capture, capture_options: options } = (settings ?? {}) as { capture?: unknown; capture_options?: Record<string, unknown> };
    if (capture !== 'automatic' && capture !== 'manual') return 'payment.capture must be automatic or manual';
    if (capture === 'manual') return undefined;
    const automatic = options?.automatic_expiry_period;
    const manual = options?.manual_expiry_period;
    if (typeof automatic !== 'number' || !Number.isInteger(automatic) || automatic < 12) {
      return 'automatic_expiry_period must be at least 12 minutes';
    }
    if (typeof manual !== 'number' || !Number.isInteger(manual) || manual < automatic) {
      return 'manual_expiry_period must not be shorter than automatic_expiry_period';
    }
    if (options?.refund_speed !== 'normal' && options?.refund_speed !== 'optimum') return 'refund_speed must be normal or optimum';
    return undefined;
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ method: req.method ?? '', path });
    if (state.outage) return send(res, 503, { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } });
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
    if (req.method === 'POST' && path === '/v1/orders') {
      const body = await readJson(req);
      if (typeof body.amount !== 'number' || body.amount < 100 || body.currency !== 'INR') {
        return badRequest(res, 'The amount must be at least INR 1.00');
      }
      const settingsProblem = captureSettingsProblem(body.payment) ?? transfersProblem(body.transfers, body.amount);
      if (settingsProblem) return badRequest(res, settingsProblem);
      const order: FakeOrder = {
        id: `order_${randomPart()}`,
        amount: body.amount,
        currency: 'INR',
        receipt: String(body.receipt ?? ''),
        notes: (body.notes ?? {}) as Record<string, string>,
        payment: body.payment as FakeCaptureSettings | undefined,
        ...(body.transfers === undefined ? {} : { transfers: body.transfers as FakeOrderTransfer[] }),
      };
      orders.set(order.id, order);
      const madeTransfers = routeTransfers.setUp(order.id, order.transfers ?? []);
      // Razorpay answers with the transfer entities it set up, never the request's own list.
      const { transfers: _requested, ...orderFields } = order;
      const shownTransfers = order.transfers && !state.hideOrderTransfers ? { transfers: madeTransfers } : {};
      return send(res, 200, { ...orderFields, ...shownTransfers, entity: 'order', amount_paid: 0, amount_due: order.amount, status: 'created', attempts: 0 });
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)\/?$/.exec(path);
    if (req.method === 'GET' && orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1] ?? ''));
      if (!order) return badRequest(res, 'The id provided does not exist');
      const expanded = new URL(req.url ?? '/', 'http://fake').searchParams.getAll('expand[]').includes('transfers');
      const items = routeTransfers.of(order.id);
      const { transfers: _requested, ...orderFields } = order;
      const shownTransfers = expanded ? { transfers: { entity: 'collection', count: items.length, items } } : {};
      return send(res, 200, { ...orderFields, ...shownTransfers, entity: 'order', status: 'created' });
    }
    // Fetch all payments: from and to (Unix seconds, inclusive), newest first, count (at most 100) and skip.
    if (req.method === 'GET' && path === '/v1/payments') {
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      const [from, to, count, skip] = ['from', 'to', 'count', 'skip'].map((name) => Number(query.get(name) ?? NaN));
      if (!Number.isInteger(count) || (count ?? 0) > 100) return badRequest(res, 'The count may not be greater than 100.');
      const inRange = [...payments.values()].filter((item) => item.created_at >= (from ?? 0) && item.created_at <= (to ?? Infinity));
      const items = inRange.reverse().slice(skip || 0, (skip || 0) + (count ?? 10)).map((item) => ({ ...item, entity: 'payment' }));
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    // Fetch payments by order: every attempt on it, as a collection.
    const orderPaymentsMatch = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (req.method === 'GET' && orderPaymentsMatch) {
      const orderId = decodeURIComponent(orderPaymentsMatch[1] ?? '');
      if (!orders.has(orderId)) return badRequest(res, 'The id provided does not exist');
      const items = [...payments.values()].filter((item) => item.order_id === orderId).map((item) => ({ ...item, entity: 'payment' }));
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund|\/capture|\/transfers)?$/.exec(path);
    const payment = paymentMatch ? payments.get(decodeURIComponent(paymentMatch[1] ?? '')) : undefined;
    if (req.method === 'GET' && paymentMatch && !paymentMatch[2]) {
      return payment ? send(res, 200, { ...payment, entity: 'payment' }) : badRequest(res, 'The id provided does not exist');
    }
    if (req.method === 'POST' && paymentMatch?.[2] === '/capture') {
      await state.stalledCaptures;
      const body = await readJson(req);
      if (state.captureOutage) return send(res, 502, { error: { code: 'GATEWAY_ERROR', description: 'Payment processing failed due to error at bank or wallet gateway' } });
      if (!payment) return badRequest(res, 'The id provided does not exist');
      if (payment.status === 'captured' || payment.status === 'refunded') return badRequest(res, 'This payment has already been captured');
      if (payment.status !== 'authorized') return badRequest(res, 'Only payments which have been authorized and not yet captured can be captured');
      if (body.amount !== payment.amount || body.currency !== 'INR') return badRequest(res, 'Capture amount must be equal to the amount authorized');
      payment.status = 'captured';
      captures.push(payment.id);
      routeTransfers.processCaptured(payment.order_id);
      return send(res, 200, { ...payment, entity: 'payment' });
    }
    if (req.method === 'POST' && paymentMatch?.[2] === '/refund') {
      const body = await readJson(req);
      // After the body: a request whose caller dies while it waits can no longer be read (Node aborts it).
      await state.stalledRefunds;
      const idempotencyKey = req.headers['x-refund-idempotency'] as string | undefined;
      const earlier = refunds.find((refund) => idempotencyKey && refund.idempotencyKey === idempotencyKey);
      if (earlier) return send(res, 200, { ...earlier, entity: 'refund', status: 'processed' });
      if (state.refundOutage) return send(res, 502, { error: { code: 'SERVER_ERROR', description: 'The refund could not be processed' } });
      if (!payment || payment.status !== 'captured') return badRequest(res, 'The payment has not been captured');
      const amount = typeof body.amount === 'number' ? body.amount : payment.amount;
      if (amount > payment.amount) return badRequest(res, 'The refund amount provided is greater than amount captured');
      if (body.reverse_all !== undefined && typeof body.reverse_all !== 'boolean') return badRequest(res, 'reverse_all must be a boolean');
      const speed = body.speed ?? 'normal';
      if (speed !== 'normal' && speed !== 'optimum') return badRequest(res, 'The speed provided is invalid');
      const reverseAll = body.reverse_all === true;
      const refund: FakeRefund = { id: `rfnd_${randomPart()}`, payment_id: payment.id, amount, speed, idempotencyKey, ...(reverseAll ? { reverse_all: true as const } : {}) };
      refunds.push(refund);
      payment.status = 'refunded';
      if (reverseAll) routeTransfers.reverseAll(payment.order_id);
      return send(res, 200, { id: refund.id, payment_id: refund.payment_id, amount, speed_requested: speed, entity: 'refund', currency: 'INR', status: 'processed' });
    }
    if (req.method === 'GET' && paymentMatch?.[2] === '/transfers') {
      if (!payment) return badRequest(res, 'The id provided does not exist');
      const items = routeTransfers.of(payment.order_id).filter((transfer) => transfer.status !== 'created');
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    const transferMatch = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && transferMatch) {
      const found = routeTransfers.get(decodeURIComponent(transferMatch[1] ?? ''));
      return typeof found === 'string' ? badRequest(res, found) : send(res, 200, found);
    }
    const accountMatch = /^\/v2\/accounts\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && accountMatch) {
      const { status, body } = linkedAccounts.fetch(decodeURIComponent(accountMatch[1] ?? ''));
      return send(res, status, body);
    }
    const reversalMatch = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (req.method === 'POST' && reversalMatch) {
      const body = await readJson(req);
      // Reversals are transfer calls too: stalledTransfers holds them as it holds releases.
      await state.stalledTransfers;
      if (state.transferOutage) return send(res, 502, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment.' } });
      const reversal = routeTransfers.reverse(decodeURIComponent(reversalMatch[1] ?? ''), body.amount);
      return typeof reversal === 'string' ? badRequest(res, reversal) : send(res, 200, reversal);
    }
    const disputeMatch = /^\/v1\/disputes\/([^/]+)(\/accept|\/contest)?$/.exec(path);
    if (disputeMatch) {
      const body = req.method === 'GET' ? {} : await readJson(req);
      disputeCalls.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      await state.stalledDisputes;
      if (state.disputeOutage) return send(res, 502, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment.' } });
      const id = decodeURIComponent(disputeMatch[1] ?? '');
      const answer =
        req.method === 'GET' && !disputeMatch[2]
          ? fakeDisputes.get(id)
          : req.method === 'POST' && disputeMatch[2] === '/accept'
            ? fakeDisputes.accept(id)
            : req.method === 'PATCH' && disputeMatch[2] === '/contest'
              ? fakeDisputes.contest(id, body)
              : undefined;
      if (answer === undefined) return send(res, 404, { error: { code: 'NOT_FOUND', description: 'The requested URL was not found on the server.' } });
      return typeof answer === 'string' ? badRequest(res, answer) : send(res, 200, answer);
    }
    if (req.method === 'PATCH' && transferMatch) {
      const body = await readJson(req);
      await state.stalledTransfers;
      if (state.transferOutage) return send(res, 502, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment.' } });
      const released = routeTransfers.setOnHold(decodeURIComponent(transferMatch[1] ?? ''), body.on_hold, body.on_hold_until);
      return typeof released === 'string' ? badRequest(res, released) : send(res, 200, released);
    }
    return send(res, 404, { error: { code: 'NOT_FOUND', description: 'The requested URL was not found on the server.' } });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => send(res, 500, { error: { description: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function newPayment(orderId: string, status: FakePayment['status'], amount?: number): FakePayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The fake has no order ${orderId}`);
    const payment: FakePayment = {
      id: `pay_${randomPart()}`,
      order_id: orderId,
      amount: amount ?? order.amount,
      currency: 'INR',
      status,
      error_description: status === 'failed' ? 'Your payment has been cancelled.' : null,
      created_at: Math.floor(routeTransfers.clock.now().getTime() / 1000),
    };
    payments.set(payment.id, payment);
    if (status === 'captured') routeTransfers.processCaptured(orderId);
    return payment;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    transfers: routeTransfers.transfers,
    transfersOf: routeTransfers.of,
    /** Reversals of transfers made through the API, in order. */
    reversals: routeTransfers.reversals,
    disputes: fakeDisputes.disputes,
    /** Route's linked accounts: `linkedAccounts.add('acc_…', 'activated')` makes one Razorpay knows. */
    linkedAccounts,
    /** requireDocument: a contest without a document is refused, as Razorpay may refuse it. */
    disputeRules: fakeDisputes.rules,
    disputeCalls,
    captures,
    requests,
    state,
    /** Razorpay's clock, which lifts holds whose on_hold_until has passed; a test may point it at the app's. */
    clock: routeTransfers.clock,
    /** The env that points the app at this fake. */
    env(): Record<string, string> {
      return { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_URL: `http://127.0.0.1:${port}` };
    },
    /** The customer pays in Checkout: a captured payment and the handler's signed result. */
    pay(orderId: string, options: { amount?: number; status?: 'captured' | 'authorized' } = {}) {
      const payment = newPayment(orderId, options.status ?? 'captured', options.amount);
      const result = {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: hmacHex(keySecret, `${orderId}|${payment.id}`),
      };
      return { payment, result };
    },
    fail(orderId: string): FakePayment {
      return newPayment(orderId, 'failed');
    },
    webhook(event: string, payload: object, eventId?: string, createdAt?: number): SignedWebhook {
      return signedWebhook(webhookSecret, event, payload, eventId, createdAt);
    },
    /** The customer's bank disputes a payment (one the fake knows, or one made outside GymSlot's checkout): 'open'. */
    openDispute(paymentId: string, options: FakeDisputeOptions = {}): FakeDispute {
      return fakeDisputes.open(paymentId, payments.get(paymentId)?.amount ?? options.amount ?? 10_000, options);
    },
    /** The bank decides, or asks for more: the dispute's new status. */
    decideDispute(disputeId: string, status: FakeDisputeStatus): FakeDispute {
      return fakeDisputes.decide(disputeId, status);
    },
    /**
     * Razorpay's webhook about the dispute as it stands now (`payment.dispute.created` for an open one),
     * signed; `createdAt` (Unix seconds) is the event's time, by default the fake's clock.
     */
    disputeWebhook(disputeId: string, options: { event?: string; eventId?: string; createdAt?: number } = {}): SignedWebhook {
      const dispute = fakeDisputes.disputes.get(disputeId);
      if (!dispute) throw new Error(`The fake has no dispute ${disputeId}`);
      const createdAt = options.createdAt ?? Math.floor(routeTransfers.clock.now().getTime() / 1000);
      const payload = webhookPayloads.dispute(dispute, payments.get(dispute.payment_id));
      return signedWebhook(webhookSecret, options.event ?? disputeEventName(dispute.status), payload, options.eventId, createdAt);
    },
    close(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/** A fake Razorpay for a whole test file: started before its tests (and before useTestApp's app), stopped after. */
export function useFakeRazorpay(): FakeRazorpay {
  const handle = {} as FakeRazorpay;
  beforeAll(async () => {
    Object.assign(handle, await startFakeRazorpay());
  });
  afterAll(async () => {
    await handle.close();
  });
  return handle;
}
