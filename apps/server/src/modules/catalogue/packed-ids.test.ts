import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { createPackedIds } from './packed-ids.js';

describe('packed ids (the nearby index)', () => {
  it('find, give back and forget ids, random, numbered alike or of another shape', () => {
    const ids = createPackedIds();
    const numbered = Array.from({ length: 3_000 }, (_, n) => n.toString(16).padStart(24, '0'));
    const all = [...numbered, ...Array.from({ length: 3_000 }, () => newId()), 'gym-one', 'FFFFFFFFFFFFFFFFFFFFFFFF', 'ffffffffffffffffffffffff'];
    all.forEach((id, slot) => ids.set(id, slot));
    expect(ids.size).toBe(all.length);
    all.forEach((id, slot) => {
      expect(ids.slotOf(id)).toBe(slot);
      expect(ids.idOf(slot)).toBe(id);
    });
    const gone = all.filter((_, slot) => slot % 3 === 0);
    for (const id of gone) ids.delete(id);
    all.forEach((id, slot) => expect(ids.slotOf(id)).toBe(slot % 3 === 0 ? undefined : slot));
    expect(ids.size).toBe(all.length - gone.length);
    ids.set('gym-one', 9);
    expect([ids.slotOf('gym-one'), ids.idOf(9)]).toEqual([9, 'gym-one']);
  });
});
