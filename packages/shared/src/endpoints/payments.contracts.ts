import { sandboxPayBodySchema, sandboxPayReplySchema, webhookReplySchema } from '../booking-schemas';
import { paymentMismatchParamsSchema, paymentMismatchesReplySchema, resolvedPaymentMismatchReplySchema } from '../payment-mismatch-schemas';
import type { EndpointContract } from './endpoint';

const refused = [401, 403] as const;

/**
 * The provider's webhook and the built-in sandbox checkout's pay call (GymSlot extras, outside the
 * API contract), and §8.8's payment mismatches for admins to put right at Razorpay.
 */
export const contracts = {
  // Signed over the exact bytes sent, so its body is read raw.
  razorpayWebhook: { errors: [400, 503], reply: webhookReplySchema, rawBody: true },
  payInSandbox: { permission: 'pay:booking:own', errors: [400, 401, 403, 404, 409], body: sandboxPayBodySchema, reply: sandboxPayReplySchema },
  listPaymentMismatches: { permission: 'read:booking:any', errors: refused, reply: paymentMismatchesReplySchema },
  resolvePaymentMismatch: {
    permission: 'resolve:payment:any',
    errors: [...refused, 404],
    params: paymentMismatchParamsSchema,
    reply: resolvedPaymentMismatchReplySchema,
  },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './payments';
