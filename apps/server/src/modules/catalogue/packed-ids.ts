// The nearby index's gym ids (decision 075), numbered by slot. An id is 24 lowercase hex digits
// (lib/ids.ts), kept as three 32-bit words, and found by a hash of them: about 50 bytes a gym,
// where a string and a Map entry keyed by it took over 100. Any other id is kept as a string.

const HEX_ID = /^[0-9a-f]{24}$/;
const WORDS = 3;

export interface PackedIds {
  readonly size: number;
  slotOf(id: string): number | undefined;
  /** Records the id at a slot that holds none. */
  set(id: string, slot: number): void;
  delete(id: string): void;
  idOf(slot: number): string;
}

/** The id's three words, written into `into` (no allocation: a whole load packs a million ids). */
function parseWords(id: string, into: Uint32Array): void {
  for (let word = 0; word < WORDS; word += 1) {
    let value = 0;
    for (let at = word * 8; at < word * 8 + 8; at += 1) {
      const code = id.charCodeAt(at);
      value = value * 16 + (code <= 57 ? code - 48 : code - 87);
    }
    into[word] = value;
  }
}

const hex = (word: number) => word.toString(16).padStart(8, '0');

/** A small integer from all three words: ids may share any one of them (numbered ids share their first). */
const hashOf = (id: Uint32Array) => (Math.imul(id[0] ?? 0, 0x9e3779b1) ^ Math.imul(id[1] ?? 0, 0x85ebca6b) ^ (id[2] ?? 0)) | 0;

export function createPackedIds(): PackedIds {
  let words = new Uint32Array(1024 * WORDS);
  /** Hash → the slot, or the slots when ids share it. */
  const byHash = new Map<number, number | number[]>();
  const others = new Map<string, number>();
  const otherBySlot = new Map<number, string>();
  const scratch = new Uint32Array(WORDS);
  let size = 0;

  const isAt = (slot: number) => words[slot * WORDS] === scratch[0] && words[slot * WORDS + 1] === scratch[1] && words[slot * WORDS + 2] === scratch[2];

  /** The slot of the id in `scratch`, with its hash. */
  const find = (): { hash: number; slot: number | undefined } => {
    const hash = hashOf(scratch);
    const found = byHash.get(hash);
    if (found === undefined || typeof found === 'number') return { hash, slot: found !== undefined && isAt(found) ? found : undefined };
    return { hash, slot: found.find(isAt) };
  };

  return {
    get size() {
      return size;
    },
    slotOf(id) {
      if (!HEX_ID.test(id)) return others.get(id);
      parseWords(id, scratch);
      return find().slot;
    },
    set(id, slot) {
      size += 1;
      if (!HEX_ID.test(id)) {
        others.set(id, slot);
        otherBySlot.set(slot, id);
        return;
      }
      while ((slot + 1) * WORDS > words.length) {
        const larger = new Uint32Array(words.length * 2);
        larger.set(words);
        words = larger;
      }
      parseWords(id, scratch);
      words.set(scratch, slot * WORDS);
      const hash = hashOf(scratch);
      const found = byHash.get(hash);
      byHash.set(hash, found === undefined ? slot : typeof found === 'number' ? [found, slot] : [...found, slot]);
    },
    delete(id) {
      if (!HEX_ID.test(id)) {
        const slot = others.get(id);
        if (slot === undefined) return;
        size -= 1;
        others.delete(id);
        otherBySlot.delete(slot);
        return;
      }
      parseWords(id, scratch);
      const { hash, slot } = find();
      if (slot === undefined) return;
      size -= 1;
      const found = byHash.get(hash);
      const rest = typeof found === 'number' || found === undefined ? [] : found.filter((other) => other !== slot);
      if (rest.length === 0) byHash.delete(hash);
      else byHash.set(hash, rest.length === 1 ? (rest[0] ?? slot) : rest);
    },
    idOf(slot) {
      return otherBySlot.get(slot) ?? hex(words[slot * WORDS] ?? 0) + hex(words[slot * WORDS + 1] ?? 0) + hex(words[slot * WORDS + 2] ?? 0);
    },
  };
}
