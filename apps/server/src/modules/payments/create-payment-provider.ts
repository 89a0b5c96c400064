import type { AppConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider } from './payment-provider.js';
import { createRazorpayProvider } from './razorpay-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

/** Razorpay when both keys are set, otherwise the built-in sandbox; chosen once at start-up. */
export function createPaymentProvider(config: Pick<AppConfig, 'razorpay' | 'sessionSecret'>, db: Executor, clock: Clock): PaymentProvider {
  const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
  if (keyId && keySecret) return createRazorpayProvider({ keyId, keySecret, webhookSecret, apiUrl });
  if (keyId || keySecret) {
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (or neither, for the sandbox)');
  }
  return createSandboxProvider({ db, clock, sessionSecret: config.sessionSecret });
}
