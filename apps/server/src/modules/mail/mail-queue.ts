import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.js';

/** The `queue` and `idle` half of a Mailer, on top of its `send`. */
export function createMailQueue(
  send: (message: MailMessage) => Promise<void>,
  logger: Pick<FastifyBaseLogger, 'error'>,
): Pick<Mailer, 'queue' | 'idle'> {
  const pending = new Set<Promise<void>>();
  return {
    queue(compose) {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? send(message) : undefined))
        .catch((error: unknown) => logger.error({ err: error }, 'queued mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
