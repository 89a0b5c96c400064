/**
 * Coalesces reads of a value that others may change (the catalogue version): every caller gets
 * the answer of a read that *started after it called*, so a change committed before a request
 * arrived is always seen, yet a crowd of requests shares one read instead of one each.
 *
 * A read starts once the event loop has handled the I/O it was busy with (setImmediate), so all
 * the requests parsed in one turn of the loop share it. Reads of successive turns may overlap:
 * the requests of one turn are answered while the next turn's read is under way.
 */
export function createFreshReadGate<T>(read: () => Promise<T>): () => Promise<T> {
  /** The next read, not started yet: any caller may still join it. */
  let next: Promise<T> | undefined;

  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // From here on a caller needs a later read than this one.
      next = undefined;
      return read();
    }));
}
