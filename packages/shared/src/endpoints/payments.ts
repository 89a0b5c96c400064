import { endpoint } from './endpoint';
import type { contracts } from './payments.contracts';

// Where each call of payments.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

export const razorpayWebhook = endpoint<Contracts['razorpayWebhook']>({ method: 'POST', path: '/api/payments/razorpay/webhook' });
export const payInSandbox = endpoint<Contracts['payInSandbox']>({ method: 'POST', path: '/api/payments/sandbox/pay' });
export const listPaymentMismatches = endpoint<Contracts['listPaymentMismatches']>({ method: 'GET', path: '/api/admin/payment-mismatches' });
export const resolvePaymentMismatch = endpoint<Contracts['resolvePaymentMismatch']>({
  method: 'POST',
  path: '/api/admin/payment-mismatches/:paymentId/resolve',
});
