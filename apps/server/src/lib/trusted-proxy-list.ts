import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for private ranges, which Fastify's trustProxy accepts beside addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the addresses or CIDR ranges of the proxies allowed to name the client in
 * X-Forwarded-For. A hop count is refused rather than passed on: Fastify ignores one (it cannot tell
 * a proxy from a client that reached the server directly and wrote the header itself).
 */
export const trustedProxyList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => !(entries.length === 1 && /^\d+$/.test(entries[0] ?? '')), {
    error: 'a hop count cannot be trusted; list the proxies\' addresses or CIDR ranges, e.g. 10.0.0.0/8',
    abort: true,
  })
  .refine((entries) => entries.every(isAddressOrRange), {
    error: 'must be a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16), or loopback, linklocal, uniquelocal',
  });
