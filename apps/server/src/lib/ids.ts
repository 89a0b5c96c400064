import { createHash, randomBytes } from 'node:crypto';

/** 24-character lowercase hex, the id shape the API contract and the screens rely on. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function isId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}

/** A random secret for links and sessions: 256 bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
