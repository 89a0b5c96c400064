import { createHmac, randomBytes } from 'node:crypto';
import { openToken, sealToken } from '../../lib/sealed-token.js';

/**
 * A device that logged in to one account with its password (decision 052). The token proves only
 * that; it is no session and opens nothing by itself: the password is still checked every time.
 */
export interface LoginDevice {
  userId: string;
  /** Random, so each device's own wrong passwords can be counted apart from everyone else's. */
  deviceId: string;
  issuedAt: Date;
}

/** How long a device stays known after its last successful log-in; the cookie lives as long. */
export const LOGIN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60_000;

// Layout, 45 bytes: version 1 | user id 12 | device id 12 | issued at, seconds since 1970, 4 |
// HMAC-SHA256 of the first 29 cut to 16. As base64url, 60 characters.
const VERSION = 1;
const ID_BYTES = 12;
const BODY_BYTES = 1 + ID_BYTES * 2 + 4;
const ID_PATTERN = /^[0-9a-f]{24}$/;

/**
 * The tokens' own key, derived from the session secret under its own label (as the door pass and
 * unsubscribe keys are), so it is never another token's key, and every process sharing
 * SESSION_SECRET knows the others' devices.
 */
export function loginDeviceKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('gymslot login device key').digest();
}

/** A device seen for the first time, or seen again: each successful log-in gets a fresh one. */
export function newLoginDevice(userId: string, now: Date): LoginDevice {
  return { userId, deviceId: randomBytes(ID_BYTES).toString('hex'), issuedAt: new Date(Math.floor(now.getTime() / 1000) * 1000) };
}

export function signLoginDevice({ userId, deviceId, issuedAt }: LoginDevice, key: Buffer): string {
  const issuedSeconds = issuedAt.getTime() / 1000;
  if (!ID_PATTERN.test(userId) || !ID_PATTERN.test(deviceId)) throw new Error('A login device needs 24-hex ids');
  if (!Number.isInteger(issuedSeconds) || issuedSeconds < 0 || issuedSeconds > 0xffff_ffff) throw new Error('A login device is issued on a whole second');
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(VERSION, 0);
  Buffer.from(userId, 'hex').copy(body, 1);
  Buffer.from(deviceId, 'hex').copy(body, 1 + ID_BYTES);
  body.writeUInt32BE(issuedSeconds, 1 + ID_BYTES * 2);
  return sealToken(body, key);
}

/** The device a token names, or undefined for anything this server did not sign, or signed over a year ago. */
export function readLoginDevice(token: string, key: Buffer, now: Date): LoginDevice | undefined {
  const body = openToken(token, key, BODY_BYTES, VERSION);
  if (!body) return undefined;
  const issuedAt = new Date(body.readUInt32BE(1 + ID_BYTES * 2) * 1000);
  if (now.getTime() - issuedAt.getTime() >= LOGIN_DEVICE_LIFETIME_MS) return undefined;
  return {
    userId: body.subarray(1, 1 + ID_BYTES).toString('hex'),
    deviceId: body.subarray(1 + ID_BYTES, BODY_BYTES - 4).toString('hex'),
    issuedAt,
  };
}
