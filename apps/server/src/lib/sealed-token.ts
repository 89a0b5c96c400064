import { createHmac, timingSafeEqual } from 'node:crypto';

// A compact signed token: a fixed-size binary body whose first byte is its layout's version,
// followed by an HMAC-SHA256 of the body cut to 16 bytes, as base64url. Door passes, login devices
// and unsubscribe links each lay out their own body; this is the one envelope around them.

const MAC_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

function macOf(body: Buffer, key: string | Buffer): Buffer {
  return createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
}

/** The body, signed with `key`, as a base64url token. */
export function sealToken(body: Buffer, key: string | Buffer): string {
  return Buffer.concat([body, macOf(body, key)]).toString('base64url');
}

/**
 * The body a token carries, when it is exactly `bodyBytes` long, signed with `key` and of layout
 * `version`; undefined for anything else (altered, cut short, another key, another layout).
 */
export function openToken(token: string, key: string | Buffer, bodyBytes: number, version: number): Buffer | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  // Re-encoding must give the token back: base64url has spare bits, and one body has one token.
  if (bytes.length !== bodyBytes + MAC_BYTES || bytes.toString('base64url') !== token) return undefined;
  const body = bytes.subarray(0, bodyBytes);
  if (!timingSafeEqual(bytes.subarray(bodyBytes), macOf(body, key))) return undefined;
  return body.readUInt8(0) === version ? body : undefined;
}
