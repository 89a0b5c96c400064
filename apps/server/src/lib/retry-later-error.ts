import { AppError } from './errors.js';
import { tooManyAttempts } from './rate-limiter.js';

/**
 * A 429 that knows when the next attempt will be taken, for the route to send as Retry-After:
 * a caller slowed down rather than locked out is told exactly how long to wait.
 */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    super('rate_limited', tooManyAttempts(retryAfterMs));
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
