/**
 * Runs tasks that share a key one after another, within this process only. Not a lock anyone
 * relies on for correctness (the database's advisory lock is that): it keeps a burst for one slot
 * from parking every pooled connection in the lock's queue.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
