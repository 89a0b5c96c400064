import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createMailer } from '../mail/create-mailer.js';
import type { Mailer } from '../mail/mailer.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { createChannelSenders } from './channel-senders.js';
import { createMessageOutbox, type MessageOutbox, type MessageOutboxDeps } from './message-outbox.js';

export interface ConfiguredOutboxOptions {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  metrics?: AppMetrics;
  /** The app's logger, which exists only once the app is built: read when a delivery logs. */
  logger: () => Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Outbox mode's readable line per mail, for the developer's console. */
  writeConsole: (text: string) => void;
}

/** The outbox with the channels the config names: SMTP or .eml files for mail; WhatsApp Cloud API and MSG91, or text files, for WhatsApp and SMS. */
export function createConfiguredOutbox(options: ConfiguredOutboxOptions): { outbox: MessageOutbox; mailer: Mailer } {
  const outboxDir = path.join(options.config.dataDir, 'outbox');
  const { smtpUrl, mailFrom: from, smtpTimeoutMs } = options.config;
  const mailer = createMailer({ smtpUrl, from, smtpTimeoutMs, outboxDir, writeConsole: options.writeConsole });
  const { whatsapp, msg91 } = options.config;
  const senders = createChannelSenders(mailer, outboxDir, new URL(options.config.publicUrl).hostname, { whatsapp, msg91 });
  const logger: MessageOutboxDeps['logger'] = {
    warn: (...args: Parameters<FastifyBaseLogger['warn']>) => options.logger().warn(...args),
    error: (...args: Parameters<FastifyBaseLogger['error']>) => options.logger().error(...args),
  };
  const outbox = createMessageOutbox({ database: options.database, clock: options.clock, metrics: options.metrics, senders, logger });
  return { outbox, mailer };
}
