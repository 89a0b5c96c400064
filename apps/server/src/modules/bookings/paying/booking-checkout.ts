import type { Checkout } from '@gymslot/shared/booking-schemas';
import type { PaymentProvider } from '../../payments/payment-provider.js';

/** What the browser's checkout (Razorpay's, or the in-app sandbox sheet) opens with, besides the order. */
export function checkoutFor(provider: PaymentProvider, bookingId: string, user: { name: string; email: string }): Checkout {
  return {
    provider: provider.kind,
    keyId: provider.publicKeyId,
    name: 'GymSlot',
    // No phone number is kept for users; the checkout asks for one itself.
    prefill: { name: user.name, email: user.email, contact: '' },
    notes: { bookingId },
    themeColor: '#007AFF',
  };
}
