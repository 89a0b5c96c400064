import pg from 'pg';
import { SESSION_SETTINGS } from './session-settings.js';

/** How long past the server's own cancel the client waits before it gives up on the connection. */
const CLIENT_TIMEOUT_GRACE_MS = 1_000;

/** The session settings, given to the server as each connection starts. */
const sessionSettingOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export interface PostgresPoolOptions {
  url: string;
  maxConnections: number;
  /** 0: no limit. */
  statementTimeoutMs: number;
  /** Told once per connection that breaks (the server restarting or crashing, the network cut). */
  onConnectionError?: ((error: Error) => void) | undefined;
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
    options: sessionSettingOptions,
    ...timeouts,
  });
  // A client that loses its server emits 'error', and an 'error' nobody listens to ends the
  // process. pg-pool listens only while a client is idle, so each client gets a listener of its own
  // as it connects, which also covers it while checked out (a transaction): API contract §8.8.
  pool.on('connect', (client) => reportConnectionErrors(client, options.onConnectionError));
  // The pool repeats an idle client's error here; the client's own listener has reported it already.
  pool.on('error', () => undefined);
  if (options.statementTimeoutMs > 0) pool.on('connect', closeConnectionOnReadTimeout);
  return pool;
}

/**
 * A lost connection can emit twice (the server's FATAL, then the socket's end): it is reported once.
 * The client is unusable from then on: its queries fail (a 503) and the pool drops it on release.
 */
function reportConnectionErrors(client: pg.PoolClient, report: ((error: Error) => void) | undefined): void {
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    report?.(error);
  });
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
