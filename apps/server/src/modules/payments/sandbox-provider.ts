import type { Executor } from '../../db/client.js';
import type { SandboxPaymentRow } from '../../db/schema/payments.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { ProviderPayment, SandboxPaymentProvider } from './payment-provider.js';
import { checkoutSignature, hexDigestsMatch, hmacSha256Hex } from './payment-signatures.js';
import { providerStyleId } from './provider-ids.js';
import { parseRazorpayWebhook } from './razorpay-webhook.js';
import * as sandboxRepository from './sandbox.repository.js';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/**
 * The sandbox's key and webhook secrets, derived from SESSION_SECRET so that every process of one
 * installation agrees on them without another setting, and neither is the session secret itself.
 */
export function sandboxSecrets(sessionSecret: string): { keySecret: string; webhookSecret: string } {
  return {
    keySecret: hmacSha256Hex(sessionSecret, 'gymslot sandbox checkout key secret'),
    webhookSecret: hmacSha256Hex(sessionSecret, 'gymslot sandbox webhook secret'),
  };
}

function toProviderPayment(row: SandboxPaymentRow): ProviderPayment {
  return { id: row.id, orderId: row.orderId, amountPaise: row.amountPaise, status: row.status };
}

/**
 * Behaves like Razorpay (ids, signatures, webhook format) with its orders and payments in the
 * database, so that payments survive restarts and every process sees the same ones.
 */
export function createSandboxProvider(options: { db: Executor; clock: Clock; sessionSecret: string }): SandboxPaymentProvider {
  const { db, clock } = options;
  const secrets = sandboxSecrets(options.sessionSecret);

  return {
    kind: 'sandbox',
    publicKeyId: SANDBOX_KEY_ID,

    async createOrder({ amountPaise, receipt, notes }) {
      const id = providerStyleId('order');
      await sandboxRepository.insertOrder(db, { id, amountPaise, receipt, notes, createdAt: clock.now() });
      return { id, amountPaise, currency: 'INR' };
    },

    verifyCheckoutSignature({ orderId, paymentId, signature }) {
      return hexDigestsMatch(checkoutSignature(orderId, paymentId, secrets.keySecret), signature);
    },

    async fetchPayment(paymentId) {
      const row = await sandboxRepository.findPaymentById(db, paymentId);
      return row && toProviderPayment(row);
    },

    async paymentsCreatedBetween(from, to) {
      return (await sandboxRepository.findPaymentsCreatedBetween(db, from, to)).map(toProviderPayment);
    },

    async orderPayments(orderId) {
      return (await sandboxRepository.findPaymentsOfOrder(db, orderId)).map(toProviderPayment);
    },

    // The sandbox's checkout answers at once, so its payments are captured or failed, never left
    // authorised: like Razorpay with an authorised payment already captured, it refuses.
    async capturePayment() {
      throw new AppError('payment_failed', { code: 'paymentNotCompleted' });
    },

    async refund({ paymentId, amountPaise }) {
      const payment = await sandboxRepository.findPaymentById(db, paymentId);
      if (payment?.status === 'refunded' && payment.refundId) return { refundId: payment.refundId };
      if (payment?.status !== 'captured' || amountPaise > payment.amountPaise) {
        throw new AppError('payment_failed', { code: 'refundFailed' });
      }
      const refunded = await sandboxRepository.markRefunded(db, paymentId, providerStyleId('rfnd'), clock.now());
      // Lost a race with another refund of the same payment: that one's id is the answer.
      const refundId = refunded?.refundId ?? (await sandboxRepository.findPaymentById(db, paymentId))?.refundId;
      if (!refundId) throw new AppError('payment_failed', { code: 'refundFailed' });
      return { refundId };
    },

    parseWebhook(delivery) {
      return parseRazorpayWebhook(delivery, secrets.webhookSecret);
    },

    // No bank stands behind the sandbox: an answer is taken at once, as Razorpay takes it (an accepted
    // dispute is lost; a submitted contest goes to the bank's review), and GymSlot records it itself.
    disputes: {
      accept: () => Promise.resolve({ status: 'lost' }),
      contest: () => Promise.resolve({ status: 'under_review' }),
    },

    async checkout(orderId, outcome) {
      const order = await sandboxRepository.findOrderById(db, orderId);
      if (!order) throw new AppError('not_found', { code: 'orderNotFound' });
      const payment: ProviderPayment = {
        id: providerStyleId('pay'),
        orderId,
        amountPaise: order.amountPaise,
        status: outcome === 'success' ? 'captured' : 'failed',
      };
      await sandboxRepository.insertPayment(db, {
        id: payment.id,
        orderId,
        amountPaise: payment.amountPaise,
        status: outcome === 'success' ? 'captured' : 'failed',
        createdAt: clock.now(),
      });
      if (outcome === 'failure') return { outcome, payment, reason: 'Payment failed' };
      return { outcome, payment, signature: checkoutSignature(orderId, payment.id, secrets.keySecret) };
    },
  };
}
