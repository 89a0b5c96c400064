import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { MediaStore } from './modules/media/media-store.js';
import type { MessageOutbox } from './modules/messages/message-outbox.js';
import type { AppMetrics } from './modules/metrics/app-metrics.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';

/** Everything the app needs from outside; main.ts builds real ones, tests build their own. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Every message is queued here, in the transaction of its cause (§8.8); workers deliver it. */
  outbox: MessageOutbox;
  clock: Clock;
  /** Razorpay or the built-in sandbox, chosen once from the config (create-payment-provider.ts). */
  paymentProvider: PaymentProvider;
  /**
   * This process's Prometheus registry. buildApp makes one when it is absent; start-server passes
   * its own so the booking sweep counts into the same registry. Services skip counting without it.
   */
  metrics?: AppMetrics;
  /**
   * Where images are kept (the bucket or the local disk, chosen from the config). buildApp makes one
   * when it is absent; start-server passes its own so the demo seed writes where the routes read.
   */
  media?: MediaStore;
}
