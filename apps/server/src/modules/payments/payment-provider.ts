// One interface for every payment provider (Razorpay, and the built-in sandbox that stands in for
// it when no keys are set). The booking code speaks only to this.

export type ProviderKind = 'razorpay' | 'sandbox';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

/** Payment states as Razorpay names them. */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: ProviderPaymentStatus;
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
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string>; autoCaptureMinutes: number }): Promise<ProviderOrder>;
  /** True when the checkout's signature is HMAC-SHA256(`${orderId}|${paymentId}`, key secret). */
  verifyCheckoutSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** The payment as the provider knows it; undefined when it has no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  /** Captures an authorised payment in full; the payment as it is afterwards. */
  capturePayment(input: { paymentId: string; amountPaise: number }): Promise<ProviderPayment>;
  /** A full or partial refund at 'optimum' speed; the idempotency key makes a retried call refund only once. */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<{ refundId: string }>;
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
