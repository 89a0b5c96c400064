/**
 * Coalesces reads of a value that others may change (the catalogue version): every caller gets
 * the answer of a read that *started after it called*, so a change committed before a request
 * arrived is always seen, yet a crowd of requests shares one read instead of one each.
 */
export function createFreshReadGate<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  function start(): Promise<T> {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = undefined;
    };
    current.then(clear, clear);
    return current;
  }

  return () => {
    if (running === undefined) return start();
    // The read in flight began before this caller; wait for it, then share the next one.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
