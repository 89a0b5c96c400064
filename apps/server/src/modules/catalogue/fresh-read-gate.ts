/**
 * Coalesces reads of a value that others may change (the catalogue version): every caller gets
 * the answer of a read that *started after it called*, so a change committed before a request
 * arrived is always seen, yet a crowd of requests shares one read instead of one each.
 *
 * A read starts once the event loop has handled the I/O it was busy with (setImmediate), so all
 * the requests parsed in one turn of the loop share it, and never while another read is under
 * way: callers who arrive meanwhile share the next read, which starts when that one ends. So one
 * process holds at most one connection for these reads, and however busy it is, it makes at most
 * one read per database round trip.
 */
export function createFreshReadGate<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read under way, if any. */
  let inFlight: Promise<T> | undefined;
  /** The next read, not started yet: any caller may still join it. */
  let next: Promise<T> | undefined;

  const start = async (): Promise<T> => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (inFlight) await inFlight.catch(() => undefined);
    // From here on a caller needs a later read than this one.
    next = undefined;
    const started = read();
    inFlight = started;
    const settled = () => {
      if (inFlight === started) inFlight = undefined;
    };
    started.then(settled, settled);
    return started;
  };

  return () => (next ??= start());
}
