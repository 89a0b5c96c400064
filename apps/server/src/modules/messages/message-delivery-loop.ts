import type { FastifyBaseLogger } from 'fastify';
import type { MessageOutbox } from './message-outbox.js';

/** How often a process looks for due messages (retries, other processes' messages) when nothing wakes it. */
export const DELIVERY_POLL_MS = 1_000;
/** A wake-up waits this long, so the transaction that queued the message has committed. */
const WAKE_DELAY_MS = 20;

/**
 * Delivers the outbox in the background until stopped: every poll, and soon after this process
 * queues a message. One round at a time per process; several processes share the work through
 * the outbox's claims. Never keeps the process alive on its own.
 */
export function startMessageDelivery(
  outbox: MessageOutbox,
  logger: Pick<FastifyBaseLogger, 'error'>,
  pollMs = DELIVERY_POLL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let wakeTimer: NodeJS.Timeout | undefined;

  const round = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = outbox
      .deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'message delivery round failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const wake = (): void => {
    if (wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      round();
    }, WAKE_DELAY_MS);
    wakeTimer.unref();
  };

  const unsubscribe = outbox.onEnqueued(wake);
  const poll = setInterval(round, pollMs);
  poll.unref();
  round();
  return {
    /** Lets a round in progress finish, so the database is not closed under it. */
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(poll);
      if (wakeTimer) clearTimeout(wakeTimer);
      await running;
    },
  };
}
