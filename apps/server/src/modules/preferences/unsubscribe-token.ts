import { createHmac } from 'node:crypto';
import { unsubscribePurposes, type UnsubscribePurpose } from '@gymslot/shared/preference-schemas';
import { openToken, sealToken } from '../../lib/sealed-token.js';

/** Who a link stops which kind of message for (API contract §8.8). */
export interface Unsubscribe {
  userId: string;
  purpose: UnsubscribePurpose;
}

// Layout, 30 bytes: version 1 | user id 12 | purpose (index in unsubscribePurposes) 1 | HMAC-SHA256
// of the first 14 cut to 16. As base64url, 40 characters. It never expires: a mail read a year
// later must still stop the mails; only a new SESSION_SECRET ends old links.
const VERSION = 1;
const ID_BYTES = 12;
const BODY_BYTES = 1 + ID_BYTES + 1;
const ID_PATTERN = /^[0-9a-f]{24}$/;

/**
 * The links' own key, derived from the session secret under its own label (as the door pass key
 * is, config.ts), so a link's MAC is never a session's or a pass's, and every process sharing
 * SESSION_SECRET accepts the others' links.
 */
export function unsubscribeKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('gymslot unsubscribe link key').digest();
}

export function signUnsubscribe({ userId, purpose }: Unsubscribe, key: Buffer): string {
  if (!ID_PATTERN.test(userId)) throw new Error('An unsubscribe link needs a 24-hex user id');
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(VERSION, 0);
  Buffer.from(userId, 'hex').copy(body, 1);
  body.writeUInt8(unsubscribePurposes.indexOf(purpose), 1 + ID_BYTES);
  return sealToken(body, key);
}

/** What a token names, or undefined for anything this server did not sign (altered, cut short, another key). */
export function readUnsubscribe(token: string, key: Buffer): Unsubscribe | undefined {
  const body = openToken(token, key, BODY_BYTES, VERSION);
  const purpose = body && unsubscribePurposes[body.readUInt8(1 + ID_BYTES)];
  if (!body || !purpose) return undefined;
  return { userId: body.subarray(1, 1 + ID_BYTES).toString('hex'), purpose };
}
