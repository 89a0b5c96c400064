import { randomBytes } from 'node:crypto';

// The disputes side of the stand-in Razorpay (test/fake-razorpay.ts), as Razorpay's Disputes API and
// its dispute webhooks describe them: a dispute raised on a payment ('open'), accepted (then 'lost',
// its amount deducted), contested with evidence saved as a draft or submitted (then 'under_review'),
// and decided by the bank ('won', 'lost', 'action_required', 'closed').

export type FakeDisputeStatus = 'open' | 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';

/** The evidence a contest submits; only the text fields GymSlot sends are kept apart, documents are ids. */
export interface FakeDisputeEvidence {
  amount: number;
  summary: string | null;
  shipping_proof: string[] | null;
  billing_proof: string[] | null;
  cancellation_proof: string[] | null;
  customer_communication: string[] | null;
  proof_of_service: string[] | null;
  explanation_letter: string[] | null;
  refund_confirmation: string[] | null;
  access_activity_log: string[] | null;
  refund_cancellation_policy: string[] | null;
  term_and_conditions: string[] | null;
  others: { type: string; document_ids: string[] }[] | null;
  /** Unix seconds; null until submitted. */
  submitted_at: number | null;
}

/** A dispute entity as Razorpay's API and webhooks describe it (amounts in paise, times in Unix seconds). */
export interface FakeDispute {
  id: string;
  entity: 'dispute';
  payment_id: string;
  amount: number;
  currency: 'INR';
  amount_deducted: number;
  reason_code: string;
  reason_description: string;
  respond_by: number;
  status: FakeDisputeStatus;
  phase: 'fraud' | 'retrieval' | 'chargeback' | 'pre_arbitration' | 'arbitration';
  created_at: number;
  evidence: FakeDisputeEvidence;
}

export interface FakeDisputeOptions {
  amount?: number;
  reason_code?: string;
  reason_description?: string;
  phase?: FakeDispute['phase'];
  /** Unix seconds; a week after it opens by default. */
  respond_by?: number;
  created_at?: number;
}

/** Razorpay's webhook event name for a dispute in a status ('open' is announced as created). */
export const disputeEventName = (status: FakeDisputeStatus) => `payment.dispute.${status === 'open' ? 'created' : status}`;

const documentFields = [
  'shipping_proof',
  'billing_proof',
  'cancellation_proof',
  'customer_communication',
  'proof_of_service',
  'explanation_letter',
  'refund_confirmation',
  'access_activity_log',
  'refund_cancellation_policy',
  'term_and_conditions',
] as const;

export function createFakeDisputes(clock: { now(): Date }) {
  const disputes = new Map<string, FakeDispute>();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  /** requireDocument: a contest submitted without a document is refused, as Razorpay's guide warns it may be. */
  const rules = { requireDocument: false };

  function get(id: string): FakeDispute | string {
    return disputes.get(id) ?? 'The id provided does not exist';
  }

  return {
    disputes,
    rules,

    /** The customer's bank raises a dispute on a payment: 'open', with a deadline a week away. */
    open(paymentId: string, paymentAmount: number, options: FakeDisputeOptions = {}): FakeDispute {
      const createdAt = options.created_at ?? nowSeconds();
      const amount = options.amount ?? paymentAmount;
      const dispute: FakeDispute = {
        id: `disp_${randomBytes(7).toString('hex')}`,
        entity: 'dispute',
        payment_id: paymentId,
        amount,
        currency: 'INR',
        amount_deducted: 0,
        reason_code: options.reason_code ?? 'service_not_provided',
        reason_description: options.reason_description ?? 'The customer says the service was not provided.',
        respond_by: options.respond_by ?? createdAt + 7 * 24 * 3600,
        status: 'open',
        phase: options.phase ?? 'chargeback',
        created_at: createdAt,
        evidence: {
          amount,
          summary: null,
          ...Object.fromEntries(documentFields.map((field) => [field, null])),
          others: null,
          submitted_at: null,
        } as FakeDisputeEvidence,
      };
      disputes.set(dispute.id, dispute);
      return dispute;
    },

    /** The bank (or Razorpay) moves the dispute on; a lost one has its amount deducted. */
    decide(id: string, status: FakeDisputeStatus): FakeDispute {
      const dispute = disputes.get(id);
      if (!dispute) throw new Error(`The fake has no dispute ${id}`);
      dispute.status = status;
      if (status === 'lost') dispute.amount_deducted = dispute.amount;
      return dispute;
    },

    get,

    /** POST /v1/disputes/{id}/accept: only an open dispute within its deadline; it is then lost, for good. */
    accept(id: string): FakeDispute | string {
      const dispute = get(id);
      if (typeof dispute === 'string') return dispute;
      if (dispute.status !== 'open') return 'You can accept only disputes that are in open state';
      if (dispute.respond_by < nowSeconds()) return 'The dispute cannot be accepted after its respond by date';
      dispute.status = 'lost';
      dispute.amount_deducted = dispute.amount;
      return dispute;
    },

    /**
     * PATCH /v1/disputes/{id}/contest: evidence saved as a draft (action absent or 'draft') or
     * submitted ('submit', then 'under_review'); only an open dispute or one whose evidence the
     * bank asked more of.
     */
    contest(id: string, body: Record<string, unknown>): FakeDispute | string {
      const dispute = get(id);
      if (typeof dispute === 'string') return dispute;
      if (dispute.status !== 'open' && dispute.status !== 'action_required') return 'The dispute cannot be contested in its current state';
      const action = body.action ?? 'draft';
      if (action !== 'draft' && action !== 'submit') return 'The action field is invalid';
      if (body.summary !== undefined && (typeof body.summary !== 'string' || body.summary.length > 1000)) return 'The summary may not be greater than 1000 characters';
      if (body.amount !== undefined && (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount > dispute.amount)) {
        return 'The amount may not be greater than the disputed amount';
      }
      for (const field of documentFields) {
        const ids = body[field];
        if (ids !== undefined && (!Array.isArray(ids) || ids.some((doc) => typeof doc !== 'string' || !doc.startsWith('doc_')))) return `The ${field} field is invalid`;
      }
      const evidence = { ...dispute.evidence };
      if (typeof body.summary === 'string') evidence.summary = body.summary;
      if (typeof body.amount === 'number') evidence.amount = body.amount;
      for (const field of documentFields) if (Array.isArray(body[field])) evidence[field] = body[field] as string[];
      if (action === 'submit') {
        const documents = documentFields.some((field) => (evidence[field]?.length ?? 0) > 0);
        if (rules.requireDocument && !documents) return 'Please provide at least one document to contest the dispute';
        evidence.submitted_at = nowSeconds();
        dispute.status = 'under_review';
      }
      dispute.evidence = evidence;
      return dispute;
    },
  };
}
