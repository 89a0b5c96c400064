/**
 * Coalesces reads of a value that others may change (the catalogue version): every caller gets
 * the answer of a read that *started after it called*, so a change committed before a request
 * arrived is always seen, yet a crowd of requests shares one read instead of one each.
 *
 * The next read starts once the one under way has finished and the event loop has handled the
 * I/O it was busy with (setImmediate), so all the requests parsed in one turn of the loop join it.
 */
export function createFreshReadGate<T>(read: () => Promise<T>): () => Promise<T> {
  /** The next read, not started yet: any caller may still join it. */
  let next: Promise<T> | undefined;
  let underWay: Promise<T> | undefined;

  function scheduleNext(): Promise<T> {
    const previous = underWay ?? Promise.resolve();
    return previous
      .catch(() => undefined)
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        // From here on a caller needs a later read than this one.
        next = undefined;
        const current = read();
        underWay = current;
        const clear = () => {
          if (underWay === current) underWay = undefined;
        };
        current.then(clear, clear);
        return current;
      });
  }

  return () => (next ??= scheduleNext());
}
