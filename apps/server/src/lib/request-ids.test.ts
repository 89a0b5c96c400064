import { describe, expect, it } from 'vitest';
import { createRequestIds } from './request-ids.js';

describe('createRequestIds', () => {
  it('gives distinct, unguessable 22-character base64url ids that say nothing about traffic', () => {
    const next = createRequestIds();
    // More than one pooled buffer's worth, so a refill is crossed.
    const ids = Array.from({ length: 1000 }, next);
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
    // A counter shares a long prefix with its neighbour; random ids almost never share even two characters.
    const sharedPrefixes = ids.slice(1).filter((id, i) => id.slice(0, 4) === ids[i]?.slice(0, 4));
    expect(sharedPrefixes).toEqual([]);
  });

  it('costs well under two microseconds an id', () => {
    const next = createRequestIds();
    for (let i = 0; i < 10_000; i += 1) next();
    const count = 200_000;
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i += 1) next();
    const nanosecondsEach = Number(process.hrtime.bigint() - started) / count;
    expect(nanosecondsEach).toBeLessThan(2_000);
  });
});
