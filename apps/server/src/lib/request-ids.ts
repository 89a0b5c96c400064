import { randomBytes } from 'node:crypto';

/**
 * Request ids for logs and the x-request-id header: a random prefix per process and a counter, 24
 * hex characters like every other id. They need to be unique, not secret, so no request pays for
 * random bytes.
 */
export function createRequestIds(): () => string {
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return () => {
    counter += 1;
    return prefix + counter.toString(16).padStart(16, '0');
  };
}
