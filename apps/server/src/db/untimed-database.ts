import { openDatabase, type Database, type DatabaseHandle } from './client.js';

export interface UntimedOptions {
  databaseUrl: string | undefined;
  statementTimeoutMs: number;
  onConnectionError?: (error: Error) => void;
}

/**
 * Runs start-up work that may wait for another process longer than any request should: the
 * migration and the demo seed, each waiting on its advisory lock while a process starting at the
 * same time holds it. The request pool's statement timeout would cancel that wait and the process
 * would fail to start, so on PostgreSQL with a timeout the work gets a connection of its own
 * without one, closed afterwards. On PGlite, or with no timeout, it runs on the database itself.
 */
export async function withoutStatementTimeout<T>(options: UntimedOptions, database: DatabaseHandle, work: (db: Database) => Promise<T>): Promise<T> {
  if (!options.databaseUrl || options.statementTimeoutMs === 0) return work(database.db);
  const untimed = await openDatabase({ databaseUrl: options.databaseUrl, maxConnections: 1, onConnectionError: options.onConnectionError });
  try {
    return await work(untimed.db);
  } finally {
    await untimed.close();
  }
}
