import type { AppConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider } from './payment-provider.js';
import { createRazorpayProvider } from './razorpay-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

/** Razorpay or the built-in sandbox, as the configuration decided (config.ts); chosen once at start-up. */
export function createPaymentProvider(
  config: Pick<AppConfig, 'payments' | 'razorpay' | 'sessionSecret'>,
  db: Executor,
  clock: Clock,
): PaymentProvider {
  const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
  if (config.payments === 'razorpay' && keyId && keySecret) return createRazorpayProvider({ keyId, keySecret, webhookSecret, apiUrl });
  return createSandboxProvider({ db, clock, sessionSecret: config.sessionSecret });
}
