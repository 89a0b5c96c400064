import { maskEmailsIn, maskPhonesIn } from './mask-recipient.js';

/** §8.8: a message is retried for at least this long after it was queued (or retried by an admin). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** How long one process may hold a claimed message; a send that takes longer is given up (timeouts are shorter). */
export const DELIVERY_LEASE_MS = 2 * 60_000;

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 30 * 60_000;

/**
 * When to try again after failed attempt number `attempts`: 30 s, 1 min, 2 min … then every
 * 30 minutes, the last try at the end of the window; null once the window is over.
 */
export function nextAttemptAfterFailure(attempts: number, now: Date, retryUntil: Date): Date | null {
  if (now.getTime() >= retryUntil.getTime()) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 16), LONGEST_WAIT_MS);
  return new Date(Math.min(now.getTime() + wait, retryUntil.getTime()));
}

interface ProviderError {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * A WhatsApp or SMS provider's answer that it did not take a message. Its text is what the admin
 * list shows, so it is written without the number, the code or any key (decision 056).
 * `permanent`: the provider refused this message and would refuse it again (a bad number, a
 * template it does not know); otherwise (5xx, 429, a timeout, no connection, keys it refuses) it is
 * tried again later.
 */
export class ProviderRefusal extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = 'ProviderRefusal';
    this.permanent = permanent;
  }
}

/**
 * A refusal that no retry will change: the mail server rejected the recipient itself (a 5xx to
 * RCPT TO), or a text provider refused the message itself. Everything else (refused connections,
 * timeouts, 4xx from the mail server) is worth another try.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof ProviderRefusal) return error.permanent;
  const { code, responseCode } = (error ?? {}) as ProviderError;
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** What the admin list shows of a failure: short, with any address in it masked. */
export function describeFailure(error: unknown): string {
  const { code, message } = (error ?? {}) as ProviderError;
  const text = typeof message === 'string' ? message : String(error);
  const prefix = typeof code === 'string' && !text.includes(code) ? `${code}: ` : '';
  return maskPhonesIn(maskEmailsIn(`${prefix}${text}`)).slice(0, 300);
}
