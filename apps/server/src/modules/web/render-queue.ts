import pLimit from 'p-limit';

/**
 * At most `concurrency` jobs at a time (p-limit), at most `maxWaiting` more waiting for a turn;
 * past that a job is refused at once (undefined), so a burst of requests costs a bounded amount of
 * CPU and memory instead of a queue that grows with the burst.
 */
export function createRenderQueue(concurrency: number, maxWaiting: number) {
  const limit = pLimit(concurrency);
  return {
    async run<T>(job: () => Promise<T>): Promise<T | undefined> {
      // Counted together: a job handed to p-limit waits a microtask before it counts as active.
      if (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting) return undefined;
      return limit(job);
    },
  };
}
