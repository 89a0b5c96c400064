import { describe, expect, it } from 'vitest';
import { isId } from './ids.js';
import { createRequestIds } from './request-ids.js';

describe('createRequestIds', () => {
  it('gives distinct 24-hex ids, and another process another series', () => {
    const next = createRequestIds();
    const ids = Array.from({ length: 1000 }, next);
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every(isId)).toBe(true);
    expect(createRequestIds()()).not.toBe(ids[0]);
  });
});
