/**
 * Uninitialised buffers carved in turn out of 1 MB slabs, for replies of a few KB to a few hundred
 * KB built on every request. Each Buffer.allocUnsafe of that size is an ArrayBuffer of its own,
 * which V8 must track and free one by one in every scavenge; a slab is one ArrayBuffer shared by
 * dozens of replies, freed once the last of them is gone. Node's own pool does the same for
 * buffers under 4 KB. A carved buffer is never handed out twice.
 */
const SLAB_SIZE = 1024 * 1024;
/** Bigger requests get a buffer of their own, so a slab is never mostly wasted. */
const LARGEST_CARVED = SLAB_SIZE / 8;

let slab = new ArrayBuffer(0);
let used = 0;

export function allocateFromSlab(size: number): Buffer {
  if (size > LARGEST_CARVED) return Buffer.allocUnsafe(size);
  if (used + size > slab.byteLength) {
    slab = new ArrayBuffer(SLAB_SIZE);
    used = 0;
  }
  const buffer = Buffer.from(slab, used, size);
  // The next buffer starts on an 8-byte boundary, as Node's pool aligns its buffers.
  used += (size + 7) & ~7;
  return buffer;
}
