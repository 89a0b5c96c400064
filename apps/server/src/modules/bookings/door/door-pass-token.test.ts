import { createHmac } from 'node:crypto';
import { looksLikeDoorPass } from '@gymslot/shared/door-pass-shape';
import { describe, expect, it } from 'vitest';
import { readDoorPass, signDoorPass, type DoorPass } from './door-pass-token.js';

const KEY = 'door-pass-test-key-that-is-long-enough';
const pass: DoorPass = {
  bookingId: '6650f1c2a9b3e4d5f6a7b001',
  gymId: '6650f1c2a9b3e4d5f6a7c002',
  validFrom: new Date('2030-06-10T11:30:00Z'),
  validUntil: new Date('2030-06-10T13:30:00Z'),
};

/** The token with one character swapped for another base64url character. */
function withCharacterChanged(token: string, index: number): string {
  const swapped = token[index] === 'A' ? 'B' : 'A';
  return token.slice(0, index) + swapped + token.slice(index + 1);
}

describe('door pass token (API contract §8.5)', () => {
  it('reads back exactly what was signed, in 62 URL-safe characters', () => {
    const token = signDoorPass(pass, KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]{62}$/);
    // The owner's scanner sends only codes of this shape: a new layout must keep to it or change it.
    expect(looksLikeDoorPass(token)).toBe(true);
    expect(readDoorPass(token, KEY)).toEqual(pass);
  });

  it('holds no name, e-mail or OTP: only its version, the two ids and the window', () => {
    const bytes = Buffer.from(signDoorPass(pass, KEY), 'base64url');
    expect(bytes[0]).toBe(1);
    expect(bytes.subarray(1, 13).toString('hex')).toBe(pass.bookingId);
    expect(bytes.subarray(13, 25).toString('hex')).toBe(pass.gymId);
    expect(bytes.readUInt32BE(25)).toBe(pass.validFrom.getTime() / 1000);
    expect(bytes[29]).toBe(120);
    expect(bytes.length).toBe(30 + 16);
  });

  it('refuses every altered character, a cut or lengthened token, garbage and another key', () => {
    const token = signDoorPass(pass, KEY);
    for (let index = 0; index < token.length; index += 1) {
      expect(readDoorPass(withCharacterChanged(token, index), KEY), `character ${index}`).toBeUndefined();
    }
    expect(readDoorPass(token.slice(0, -1), KEY)).toBeUndefined();
    expect(readDoorPass(`${token}A`, KEY)).toBeUndefined();
    expect(readDoorPass(token.replace(/.$/, '+'), KEY)).toBeUndefined();
    expect(readDoorPass('', KEY)).toBeUndefined();
    expect(readDoorPass('not a pass at all', KEY)).toBeUndefined();
    expect(readDoorPass(token, 'another-key-that-is-also-long-enough!')).toBeUndefined();
  });

  it('refuses a token signed right but of another version', () => {
    const bytes = Buffer.from(signDoorPass(pass, KEY), 'base64url');
    bytes[0] = 2;
    createHmac('sha256', KEY).update(bytes.subarray(0, 30)).digest().copy(bytes, 30, 0, 16);
    expect(readDoorPass(bytes.toString('base64url'), KEY)).toBeUndefined();
  });

  it('signs only what it can read back: 24-hex ids, whole seconds and a window of whole minutes', () => {
    expect(() => signDoorPass({ ...pass, bookingId: 'x'.repeat(24) }, KEY)).toThrow();
    expect(() => signDoorPass({ ...pass, validFrom: new Date(pass.validFrom.getTime() + 500) }, KEY)).toThrow();
    expect(() => signDoorPass({ ...pass, validUntil: new Date(pass.validFrom.getTime() + 256 * 60_000) }, KEY)).toThrow();
  });
});
