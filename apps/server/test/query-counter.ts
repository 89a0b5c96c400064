import type { DatabaseHandle } from '../src/db/client.js';

/** Anything with a `query` method: a PGlite, its transaction, or a pg client. */
interface Queryable {
  query(...args: unknown[]): unknown;
}

const counting = new WeakMap<object, () => void>();

/** Counts every statement sent through `target.query` from now on; asked again, it counts for the newest asker. */
function countQueries(target: Queryable, count: () => void): void {
  const already = counting.has(target);
  counting.set(target, count);
  if (already) return;
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    counting.get(target)?.();
    return query(...args);
  };
}

/**
 * Counts the statements the app sends to its database, on PGlite or PostgreSQL alike: what a
 * request costs the database, measured without a clock (timings belong in a bench, not a test).
 * Compare counts taken on the same database kind: PostgreSQL's BEGIN and COMMIT are statements
 * here, PGlite's are not.
 */
export function queryCounter(database: Pick<DatabaseHandle, 'db'>): { readonly count: number; reset(): void; statementsOf(read: () => Promise<unknown>): Promise<number> } {
  let count = 0;
  const increment = () => {
    count += 1;
  };
  const client = (database.db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  if (typeof client.on === 'function') {
    // A pg Pool: every statement, pooled or in a transaction, runs on a client checked out of it.
    (client.on as (event: string, listener: (connection: Queryable) => void) => void).call(client, 'acquire', (connection) =>
      countQueries(connection, increment),
    );
  } else {
    countQueries(client, increment);
    // PGlite: a transaction's statements run on an object of its own.
    const transaction = (client.transaction as (run: (tx: Queryable) => Promise<unknown>) => Promise<unknown>).bind(client);
    client.transaction = (run: (tx: Queryable) => Promise<unknown>) =>
      transaction((tx) => {
        countQueries(tx, increment);
        return run(tx);
      });
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    /** How many statements `read` sends, counted from zero. */
    async statementsOf(read) {
      count = 0;
      await read();
      return count;
    },
  };
}
