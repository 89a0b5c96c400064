import pg from 'pg';

/** How long past the server's own cancel the client waits before it gives up on the connection. */
const CLIENT_TIMEOUT_GRACE_MS = 1_000;

export interface PostgresPoolOptions {
  url: string;
  maxConnections: number;
  /** 0: no limit. */
  statementTimeoutMs: number;
}

/**
 * A node-postgres pool whose statements cannot hang a request forever. The server cancels a
 * statement that runs past `statementTimeoutMs` (the connection stays usable); if no answer comes
 * at all (a frozen server, a silent network), the client gives up a moment later and closes that
 * connection, so the pool opens a fresh one instead of lending out a stuck one.
 */
export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const timeouts =
    options.statementTimeoutMs > 0
      ? { statement_timeout: options.statementTimeoutMs, query_timeout: options.statementTimeoutMs + CLIENT_TIMEOUT_GRACE_MS }
      : {};
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections,
    connectionTimeoutMillis: 5000,
    ...timeouts,
  });
  // An idle client that loses its server emits 'error'; without a listener the process would exit.
  pool.on('error', () => undefined);
  if (options.statementTimeoutMs > 0) pool.on('connect', closeConnectionOnReadTimeout);
  return pool;
}

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/**
 * pg answers a query that outlived query_timeout with an error but leaves it running on the
 * connection, and drops the statements queued behind it (a transaction's ROLLBACK, say). Handed
 * back to the pool, the connection could carry the next request's statements into that stale
 * transaction. Ending the client marks it unusable, so the pool discards it on release. (pool.query
 * already discards a client whose query failed; this is for checked-out clients: transactions.)
 */
function closeConnectionOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isReadTimeout(error)) void client.end().catch(() => undefined);
      });
    }
    return result;
  }) as typeof client.query;
}
