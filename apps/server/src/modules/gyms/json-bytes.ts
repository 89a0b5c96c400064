import { allocateFromSlab } from '../../lib/byte-slab.js';

// Replies assembled from JSON that is already UTF-8 bytes (each gym's JSON is encoded once per
// catalogue version), joined with a single copy, so a busy list endpoint neither serializes nor
// re-encodes the same gyms for every request.

/** JSON already encoded: the pieces, in order, that make up one value. */
export type JsonPieces = readonly Uint8Array[];

const openBracket = Buffer.from('[');
const closeBracket = Buffer.from(']');
const comma = Buffer.from(',');

/**
 * An array of items that each write their already-encoded JSON into the pieces, one or more
 * pieces each, without an array of their own (a list of 100 gyms is one array of pieces).
 */
export function jsonArray<T>(items: readonly T[], write: (item: T, pieces: Uint8Array[]) => void): JsonPieces {
  const pieces: Uint8Array[] = [openBracket];
  items.forEach((item, index) => {
    if (index > 0) pieces.push(comma);
    write(item, pieces);
  });
  pieces.push(closeBracket);
  return pieces;
}

/** An object in the given member order; each value is JSON text or already-encoded pieces. */
export function jsonObject(members: ReadonlyArray<readonly [string, string | JsonPieces]>): Buffer {
  const pieces: Uint8Array[] = [];
  let text = '{';
  members.forEach(([key, value], index) => {
    text += `${index > 0 ? ',' : ''}${JSON.stringify(key)}:`;
    if (typeof value === 'string') {
      text += value;
    } else {
      pieces.push(Buffer.from(text), ...value);
      text = '';
    }
  });
  pieces.push(Buffer.from(`${text}}`));
  let size = 0;
  for (const piece of pieces) size += piece.length;
  const joined = allocateFromSlab(size);
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}
