import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { DisputesApi, ProviderDispute, ProviderDisputeStatus } from './payment-provider.js';
import type { RazorpayCall } from './razorpay-route.js';

// Razorpay's disputes (chargebacks, API contract §8.10): the dispute entity its webhooks and its
// Disputes API describe, and the two answers GymSlot gives through that API.

export const disputeStatusValues = ['open', 'under_review', 'action_required', 'won', 'lost', 'closed'] as const satisfies readonly ProviderDisputeStatus[];

/** A dispute entity: amounts in paise, times in Unix seconds; the rest (evidence, …) passes unchecked. */
export const disputeEntity = z.object({
  id: z.string().min(1).max(64),
  payment_id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(8),
  status: z.enum(disputeStatusValues),
  phase: z.string().max(64).nullish(),
  reason_code: z.string().max(200).nullish(),
  reason_description: z.string().max(2000).nullish(),
  respond_by: z.number().int().positive().nullish(),
  created_at: z.number().int().positive(),
});

export function toProviderDispute(entity: z.infer<typeof disputeEntity>): ProviderDispute {
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status,
    phase: entity.phase ?? null,
    reasonCode: entity.reason_code ?? null,
    reasonDescription: entity.reason_description ?? null,
    respondBy: entity.respond_by ? new Date(entity.respond_by * 1000) : null,
    createdAt: new Date(entity.created_at * 1000),
  };
}

/** Razorpay's error envelope: `{ error: { code: 'BAD_REQUEST_ERROR', description: '…', … } }`. */
const razorpayError = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

/** The longest reason of Razorpay's passed on to the admin (its descriptions are a sentence). */
const MAX_REASON_LENGTH = 300;

/** Razorpay's own words for a refusal, for the admin; the HTTP status when it gave none. */
function refusalReason(reply: { status: number; json: unknown }): string {
  const parsed = razorpayError.safeParse(reply.json);
  const described = parsed.success ? parsed.data.error.description?.trim() : undefined;
  return (described || `HTTP ${reply.status}`).slice(0, MAX_REASON_LENGTH);
}

/**
 * `POST /v1/disputes/{id}/accept` and `PATCH /v1/disputes/{id}/contest` with the summary and
 * `action: "submit"` (a draft is never submitted by itself). Both answer with the dispute entity.
 * Outages, timeouts and refused keys are thrown by `call` as 'unavailable' (503); a refusal of the
 * answer itself (a 4xx with Razorpay's error shape) is 'conflict' with Razorpay's reason.
 */
export function createRazorpayDisputes(call: RazorpayCall): DisputesApi {
  function answered(reply: { status: number; json: unknown }): { status: ProviderDisputeStatus } {
    if (reply.status >= 300) {
      const error = new AppError('conflict', { code: 'disputeRefused', params: { reason: refusalReason(reply) } });
      error.cause = reply;
      throw error;
    }
    const parsed = disputeEntity.safeParse(reply.json);
    if (!parsed.success) {
      // Razorpay took the answer but said something unreadable: nothing can be recorded from it.
      const error = new AppError('unavailable', { code: 'paymentServiceDown' });
      error.cause = reply;
      throw error;
    }
    return { status: parsed.data.status };
  }

  return {
    async accept(disputeId) {
      return answered(await call('POST', `/v1/disputes/${encodeURIComponent(disputeId)}/accept`, {}));
    },

    async contest({ disputeId, summary }) {
      return answered(await call('PATCH', `/v1/disputes/${encodeURIComponent(disputeId)}/contest`, { summary, action: 'submit' }));
    },
  };
}
