import { openToken, sealToken } from '../../../lib/sealed-token.js';

/** What a door pass names (API contract §8.5): never the person, their e-mail or the OTP. */
export interface DoorPass {
  bookingId: string;
  gymId: string;
  /** The check-in window of §8.1, to the second. */
  validFrom: Date;
  validUntil: Date;
}

// Layout, 46 bytes: version 1 | booking id 12 | gym id 12 | validFrom, seconds since 1970, 4 |
// window length in minutes 1 | HMAC-SHA256 of the first 30 bytes cut to 16. As base64url that is
// 62 characters, which the smallest QR code at medium error correction that takes it (version 4,
// 33×33 modules) holds exactly, so a cheap phone camera reads it from arm's length.
const VERSION = 1;
const ID_BYTES = 12;
const BODY_BYTES = 1 + ID_BYTES * 2 + 4 + 1;
const MAX_WINDOW_MINUTES = 255;
const ID_PATTERN = /^[0-9a-f]{24}$/;

export function signDoorPass(pass: DoorPass, key: string): string {
  const fromSeconds = pass.validFrom.getTime() / 1000;
  const windowMinutes = (pass.validUntil.getTime() - pass.validFrom.getTime()) / 60_000;
  if (!ID_PATTERN.test(pass.bookingId) || !ID_PATTERN.test(pass.gymId)) throw new Error('A door pass needs 24-hex ids');
  if (!Number.isInteger(fromSeconds) || fromSeconds < 0 || fromSeconds > 0xffff_ffff) throw new Error('A door pass opens on a whole second');
  if (!Number.isInteger(windowMinutes) || windowMinutes < 1 || windowMinutes > MAX_WINDOW_MINUTES) {
    throw new Error(`A door pass window is 1 to ${MAX_WINDOW_MINUTES} whole minutes`);
  }
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt8(VERSION, 0);
  Buffer.from(pass.bookingId, 'hex').copy(body, 1);
  Buffer.from(pass.gymId, 'hex').copy(body, 1 + ID_BYTES);
  body.writeUInt32BE(fromSeconds, 1 + ID_BYTES * 2);
  body.writeUInt8(windowMinutes, BODY_BYTES - 1);
  return sealToken(body, key);
}

/** The pass a token names, or undefined for anything this server did not sign (altered, cut short, another key). */
export function readDoorPass(token: string, key: string): DoorPass | undefined {
  const body = openToken(token, key, BODY_BYTES, VERSION);
  if (!body) return undefined;
  const validFrom = new Date(body.readUInt32BE(1 + ID_BYTES * 2) * 1000);
  return {
    bookingId: body.subarray(1, 1 + ID_BYTES).toString('hex'),
    gymId: body.subarray(1 + ID_BYTES, 1 + ID_BYTES * 2).toString('hex'),
    validFrom,
    validUntil: new Date(validFrom.getTime() + body.readUInt8(BODY_BYTES - 1) * 60_000),
  };
}
