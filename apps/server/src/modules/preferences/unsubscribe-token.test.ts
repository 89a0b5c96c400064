import { describe, expect, it } from 'vitest';
import { readUnsubscribe, signUnsubscribe, unsubscribeKey } from './unsubscribe-token.js';

const key = unsubscribeKey('test-session-secret-that-is-long-enough-123');
const target = { userId: '0123456789abcdef01234567', purpose: 'review_prompts' as const };

describe('the unsubscribe token', () => {
  it('names the person and the purpose, and reads back', () => {
    const token = signUnsubscribe(target, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(readUnsubscribe(token, key)).toEqual(target);
  });

  it('is refused when altered, cut short, padded or signed with another key', () => {
    const token = signUnsubscribe(target, key);
    const flipped = (index: number) => token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
    // Another person's id in an otherwise genuine token: the MAC no longer matches.
    const otherPerson = Buffer.from(token, 'base64url');
    otherPerson.writeUInt8(otherPerson.readUInt8(5) ^ 1, 5);
    for (const forged of [
      flipped(3),
      flipped(token.length - 2),
      otherPerson.toString('base64url'),
      token.slice(0, -1),
      `${token}A`,
      `${token}=`,
      '',
      'not a token',
    ]) {
      expect(readUnsubscribe(forged, key), forged).toBeUndefined();
    }
    expect(readUnsubscribe(token, unsubscribeKey('another-session-secret-that-is-long-enough'))).toBeUndefined();
  });

  it('uses a key of its own, never the session secret itself', () => {
    expect(key.toString('base64url')).not.toContain('test-session-secret');
    expect(signUnsubscribe(target, key)).not.toBe(signUnsubscribe(target, Buffer.from('test-session-secret-that-is-long-enough-123')));
  });
});
