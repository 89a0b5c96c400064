import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a computed hex digest with a received one in constant time. */
export function hexDigestsMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay Checkout's signature: HMAC-SHA256 of `${orderId}|${paymentId}` keyed with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** A stable stand-in id for a webhook delivered without x-razorpay-event-id. */
export function bodyDigest(rawBody: Buffer): string {
  return `body_${createHash('sha256').update(rawBody).digest('hex')}`;
}
