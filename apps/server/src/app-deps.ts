import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './modules/mail/mailer.js';

/** Everything the app needs from outside; main.ts builds real ones, tests build their own. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  clock: Clock;
}
