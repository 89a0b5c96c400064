import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_DEVICE_LIFETIME_MS, loginDeviceKey, newLoginDevice, readLoginDevice, signLoginDevice } from './login-device-token.js';

const SESSION_SECRET = 'session-secret-for-the-device-token-tests';
const KEY = loginDeviceKey(SESSION_SECRET);
const NOW = new Date('2030-06-10T04:30:00Z');
const USER = '6650f1c2a9b3e4d5f6a7b001';

function withCharacterChanged(token: string, index: number): string {
  return token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
}

describe('login device token (decision 052)', () => {
  it('reads back the account and device it was signed for, in 60 URL-safe characters', () => {
    const device = newLoginDevice(USER, NOW);
    const token = signLoginDevice(device, KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]{60}$/);
    expect(readLoginDevice(token, KEY, NOW)).toEqual(device);
    expect(device.deviceId).toMatch(/^[0-9a-f]{24}$/);
    expect(newLoginDevice(USER, NOW).deviceId).not.toBe(device.deviceId);
  });

  it('cannot be forged: every altered character, a cut or lengthened token and garbage are refused', () => {
    const token = signLoginDevice(newLoginDevice(USER, NOW), KEY);
    for (let index = 0; index < token.length; index += 1) {
      expect(readLoginDevice(withCharacterChanged(token, index), KEY, NOW), `character ${index}`).toBeUndefined();
    }
    expect(readLoginDevice(token.slice(0, -1), KEY, NOW)).toBeUndefined();
    expect(readLoginDevice(`${token}A`, KEY, NOW)).toBeUndefined();
    expect(readLoginDevice(token.replace(/.$/, '+'), KEY, NOW)).toBeUndefined();
    expect(readLoginDevice('', KEY, NOW)).toBeUndefined();
  });

  it('is signed under a key of its own: not the session secret, nor another secret’s key', () => {
    const device = newLoginDevice(USER, NOW);
    const token = signLoginDevice(device, KEY);
    expect(readLoginDevice(token, Buffer.from(SESSION_SECRET), NOW)).toBeUndefined();
    expect(readLoginDevice(token, loginDeviceKey('another-session-secret-long-enough!!'), NOW)).toBeUndefined();
    expect(readLoginDevice(signLoginDevice(device, Buffer.from(SESSION_SECRET)), KEY, NOW)).toBeUndefined();
    // The door pass key is the same secret under another label; it signs nothing here.
    const passKey = createHmac('sha256', SESSION_SECRET).update('gymslot door pass key').digest();
    expect(readLoginDevice(signLoginDevice(device, passKey), KEY, NOW)).toBeUndefined();
  });

  it('is forgotten a year after it was issued', () => {
    const token = signLoginDevice(newLoginDevice(USER, NOW), KEY);
    expect(readLoginDevice(token, KEY, new Date(NOW.getTime() + LOGIN_DEVICE_LIFETIME_MS - 1000))).toBeDefined();
    expect(readLoginDevice(token, KEY, new Date(NOW.getTime() + LOGIN_DEVICE_LIFETIME_MS))).toBeUndefined();
  });

  it('refuses a token signed right but of another version', () => {
    const bytes = Buffer.from(signLoginDevice(newLoginDevice(USER, NOW), KEY), 'base64url');
    bytes[0] = 2;
    createHmac('sha256', KEY).update(bytes.subarray(0, 29)).digest().copy(bytes, 29, 0, 16);
    expect(readLoginDevice(bytes.toString('base64url'), KEY, NOW)).toBeUndefined();
  });
});
