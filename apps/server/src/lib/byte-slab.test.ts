import { describe, expect, it } from 'vitest';
import { allocateFromSlab } from './byte-slab.js';

describe('allocateFromSlab', () => {
  it('never hands out the same bytes twice', () => {
    const buffers = Array.from({ length: 400 }, (_, index) => {
      const buffer = allocateFromSlab(1 + ((index * 7919) % 30_000));
      buffer.fill(index % 256);
      return buffer;
    });
    buffers.forEach((buffer, index) => {
      expect(buffer.every((byte) => byte === index % 256)).toBe(true);
    });
  });

  it('carves small requests out of a shared 1 MB slab and gives a large one its own buffer', () => {
    expect(allocateFromSlab(25_000).buffer.byteLength).toBe(1024 * 1024);
    const large = allocateFromSlab(512 * 1024);
    expect(large.length).toBe(512 * 1024);
    expect(large.buffer.byteLength).toBe(512 * 1024);
  });

  it('starts each carved buffer on an 8-byte boundary', () => {
    for (const size of [1, 3, 9, 17, 1000]) expect(allocateFromSlab(size).byteOffset % 8).toBe(0);
  });
});
