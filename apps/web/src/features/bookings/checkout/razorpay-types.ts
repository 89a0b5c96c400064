import type { PaymentResult } from '@gymslot/shared/booking-schemas';

// The part of Razorpay's Standard Checkout (checkout.js) that GymSlot uses.

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes: { bookingId: string };
  theme: { color: string };
  handler: (response: PaymentResult) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayFailure {
  error: { code: string; description: string };
}

export interface RazorpayCheckout {
  open: () => void;
  on: (event: 'payment.failed', listener: (failure: RazorpayFailure) => void) => void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
