import type { Checkout } from '@gymslot/shared/booking-schemas';
import type { PaymentProvider } from '../../payments/payment-provider.js';

/** What the browser's checkout (Razorpay's, or the in-app sandbox sheet) opens with, besides the order. */
export function checkoutFor(
  provider: PaymentProvider,
  bookingId: string,
  user: { name: string; email: string | null; phone: string | null },
): Checkout {
  return {
    provider: provider.kind,
    keyId: provider.publicKeyId,
    name: 'GymSlot',
    // What the account has (§8.9: an e-mail, a mobile number, or both); the checkout asks for what is empty.
    prefill: { name: user.name, email: user.email ?? '', contact: user.phone ?? '' },
    notes: { bookingId },
    themeColor: '#007AFF',
  };
}
