// One interface for every payment provider (Razorpay, and the built-in sandbox that stands in for
// it when no keys are set). The booking code speaks only to this.

export type ProviderKind = 'razorpay' | 'sandbox';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
  /** The Route transfers Razorpay set up with the order, when it carries any. */
  transfers?: ProviderTransfer[];
}

/** Payment states as Razorpay names them. */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: ProviderPaymentStatus;
}

/** A Route transfer an order carries to a linked account (`acc_…`), held until GymSlot releases it. */
export interface RouteTransferRequest {
  account: string;
  amountPaise: number;
  onHold: boolean;
  /** When Razorpay lifts the hold by itself if GymSlot has not released it before (§8.8). */
  onHoldUntil?: Date;
  notes: Record<string, string>;
}

/** Transfer states as Razorpay names them. */
export type ProviderTransferStatus = 'created' | 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed';

/** A Route transfer as the provider reports it: `source` is the order (or payment) it is made from. */
export interface ProviderTransfer {
  id: string;
  source: string;
  recipient: string;
  amountPaise: number;
  status: ProviderTransferStatus;
  onHold: boolean;
}

/** Razorpay Route: only a provider that moves real money to linked accounts has it. */
export interface RouteApi {
  /** The transfers an order carries (Razorpay processes them once its payment is captured). */
  orderTransfers(orderId: string): Promise<ProviderTransfer[]>;
  /** Lifts the settlement hold (`on_hold: false`), so Razorpay settles the transfer to the account. */
  releaseTransfer(transferId: string): Promise<ProviderTransfer>;
  /** The transfer as Razorpay has it now: still on hold or not, reversed or not. */
  fetchTransfer(transferId: string): Promise<ProviderTransfer>;
  /** Takes the whole transfer back from the linked account, to GymSlot's balance (a lost dispute, §8.10). */
  reverseTransfer(transferId: string): Promise<void>;
  /**
   * A linked account's status as Razorpay names it (`activated`, `created`, `needs_clarification`,
   * `under_review`, `suspended`, …); undefined when Razorpay has no such account. An outage is
   * AppError 'unavailable'.
   */
  linkedAccountStatus(accountId: string): Promise<string | undefined>;
}

/** Dispute (chargeback) states as Razorpay names them. */
export type ProviderDisputeStatus = 'open' | 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';

/** A dispute raised by the customer's bank against a payment (§8.10), as the provider reports it. */
export interface ProviderDispute {
  id: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  status: ProviderDisputeStatus;
  phase: string | null;
  reasonCode: string | null;
  reasonDescription: string | null;
  /** The deadline for an answer, when the provider gives one. */
  respondBy: Date | null;
  createdAt: Date;
}

/**
 * Razorpay's Disputes API: accepting a dispute (it is then lost, for good) or contesting it with a
 * summary for the bank, submitted (not a draft). Each answers with the dispute's status afterwards;
 * a refusal is AppError 'conflict' with the provider's reason, an outage 'unavailable'.
 */
export interface DisputesApi {
  accept(disputeId: string): Promise<{ status: ProviderDisputeStatus }>;
  contest(input: { disputeId: string; summary: string }): Promise<{ status: ProviderDisputeStatus }>;
}

/** A verified webhook, reduced to what GymSlot acts on. */
export type WebhookAction =
  | { type: 'paid'; eventId: string; event: string; payment: ProviderPayment }
  | { type: 'failed'; eventId: string; event: string; payment: ProviderPayment; reason: string }
  | {
      type: 'refunded';
      eventId: string;
      event: string;
      paymentId: string;
      refundId: string;
      amountPaise: number;
      /** The refunded payment as the event describes it, when it does. */
      payment: ProviderPayment | undefined;
    }
  | { type: 'transfer'; eventId: string; event: 'transfer.processed' | 'transfer.failed'; transfer: ProviderTransfer }
  /** A `payment.dispute.*` event; `eventAt` is when the provider made the event, which orders events of one dispute. */
  | { type: 'dispute'; eventId: string; event: string; dispute: ProviderDispute; eventAt: Date | undefined }
  | { type: 'ignored'; eventId: string; event: string };

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** The public checkout key the browser may see. */
  readonly publicKeyId: string;
  /**
   * An order whose payments the provider captures by itself when they are authorised within
   * `autoCaptureMinutes` of their start; later ones stay authorised until captured or released.
   */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
    autoCaptureMinutes: number;
    /** Route transfers the order carries; only given to a provider with `route`. */
    transfers?: RouteTransferRequest[];
  }): Promise<ProviderOrder>;
  /** True when the checkout's signature is HMAC-SHA256(`${orderId}|${paymentId}`, key secret). */
  verifyCheckoutSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** The payment as the provider knows it; undefined when it has no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  /** Every payment attempt made on the order, as the provider knows them now (reconciliation, §8.8). */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Every payment made from `from` (inclusive) to `to` (exclusive), for the daily check (§8.8). */
  paymentsCreatedBetween(from: Date, to: Date): Promise<ProviderPayment[]>;
  /** Captures an authorised payment in full; the payment as it is afterwards. */
  capturePayment(input: { paymentId: string; amountPaise: number }): Promise<ProviderPayment>;
  /**
   * A full or partial refund at 'optimum' speed; the idempotency key makes a retried call refund
   * only once. `reverseAll` takes the payment's Route transfers back from the linked accounts too.
   */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; reverseAll?: boolean }): Promise<{ refundId: string }>;
  /** Route, when the provider pays gyms their share; the built-in sandbox has none (decision 047). */
  readonly route?: RouteApi;
  /** Answers to disputes (§8.10); the sandbox answers as Razorpay would, so the screens work without keys. */
  readonly disputes: DisputesApi;
  /** Checks the webhook's signature over the raw body (AppError 400 when wrong) and reads it. */
  parseWebhook(delivery: WebhookDelivery): WebhookAction;
}

export type SandboxOutcome = 'success' | 'failure';

export type SandboxCheckoutResult =
  | { outcome: 'success'; payment: ProviderPayment; signature: string }
  | { outcome: 'failure'; payment: ProviderPayment; reason: string };

/** The sandbox also plays the customer's side of the checkout. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  checkout(orderId: string, outcome: SandboxOutcome): Promise<SandboxCheckoutResult>;
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return provider.kind === 'sandbox' && 'checkout' in provider;
}
