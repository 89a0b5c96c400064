import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { rowsOf } from './rows.js';

/** A 64-bit advisory lock key for a name (the first 8 bytes of its SHA-256), as text for a bigint cast. */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

/**
 * Takes the named lock until the transaction ends: every transaction taking the same name, in any
 * process on the database, waits its turn.
 */
export async function lockForTransaction(tx: Executor, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryLockKey(name)}::bigint)`);
}

/**
 * Takes the named lock until the transaction ends if nobody holds it, without waiting; false when
 * another transaction holds it. For a lock that is normally taken before one already held here,
 * where waiting could deadlock.
 */
export async function tryLockForTransaction(tx: Executor, name: string): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${advisoryLockKey(name)}::bigint) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}
