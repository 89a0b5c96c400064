import { randomFillSync } from 'node:crypto';

const ID_BYTES = 16;
const POOL_BYTES = 4096;

/**
 * Request ids for logs and the x-request-id header: 16 random bytes as 22 base64url characters.
 * A counter would tell anyone reading the header how busy the service is. The bytes come from one
 * pooled buffer refilled every 256 ids, so a request pays for a slice and an encode, not a syscall.
 */
export function createRequestIds(): () => string {
  const pool = Buffer.allocUnsafe(POOL_BYTES);
  let offset = POOL_BYTES;
  return () => {
    if (offset === POOL_BYTES) {
      randomFillSync(pool);
      offset = 0;
    }
    const id = pool.toString('base64url', offset, offset + ID_BYTES);
    offset += ID_BYTES;
    return id;
  };
}
