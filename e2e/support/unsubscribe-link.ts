import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The address a 'Rate your visit' mail's "stop" line holds, signed with the test server's own secret
 * (the session secret it generated in the data folder) as apps/server/src/modules/preferences/
 * unsubscribe-token.ts signs it: version 1, the user id's 12 bytes, purpose 0 (review_prompts),
 * then 16 bytes of HMAC-SHA256 under the key derived with the links' own label. A real visit cannot
 * end inside a journey, so no prompt mail exists to read it from.
 */
export function reviewPromptsUnsubscribePath(userId: string): string {
  const sessionSecret = readFileSync(path.join(process.env.GYMSLOT_E2E_DATA_DIR ?? '', 'session-secret'), 'utf8').trim();
  const key = createHmac('sha256', sessionSecret).update('gymslot unsubscribe link key').digest();
  const body = Buffer.concat([Buffer.from([1]), Buffer.from(userId, 'hex'), Buffer.from([0])]);
  const mac = createHmac('sha256', key).update(body).digest().subarray(0, 16);
  return `/unsubscribe/${Buffer.concat([body, mac]).toString('base64url')}`;
}
