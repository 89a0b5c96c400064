import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's (`order_…`, `pay_…`, `rfnd_…`: prefix and 14 letters or digits). */
export function providerStyleId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}
