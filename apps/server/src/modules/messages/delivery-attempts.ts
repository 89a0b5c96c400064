import { maskEmailsIn } from './mask-recipient.js';

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
 * A refusal that no retry will change: the mail server rejected the recipient itself (a 5xx to
 * RCPT TO). Everything else (refused connections, timeouts, 4xx) is worth another try.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as ProviderError;
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** What the admin list shows of a failure: short, with any address in it masked. */
export function describeFailure(error: unknown): string {
  const { code, message } = (error ?? {}) as ProviderError;
  const text = typeof message === 'string' ? message : String(error);
  const prefix = typeof code === 'string' && !text.includes(code) ? `${code}: ` : '';
  return maskEmailsIn(`${prefix}${text}`).slice(0, 300);
}
