import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../lib/paths.js';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';

interface JournalEntry {
  idx: number;
  tag: string;
}

// Any fixed number: every GymSlot process takes the same lock before migrating.
const MIGRATION_LOCK_KEY = 727_274_001;

export function readMigrations(dir = migrationsDir): { tag: string; statements: string[] }[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((entry) => ({
      tag: entry.tag,
      statements: readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement.length > 0),
    }));
}

/**
 * Applies the committed SQL migrations not applied yet, in one transaction under an advisory lock,
 * so two processes starting together neither race nor apply a migration twice.
 */
export async function migrate(db: Database): Promise<string[]> {
  const migrations = readMigrations();
  return db.transaction(async (tx) => {
    // A migration, or the wait for another process's, may outlast a statement_timeout set on the
    // database role (docs/deploy.md); this transaction alone runs without one.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const result = await tx.execute(sql`select tag from schema_migrations`);
    const applied = new Set(rowsOf<{ tag: string }>(result).map((row) => row.tag));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.tag)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (tag) values (${migration.tag})`);
      appliedNow.push(migration.tag);
    }
    return appliedNow;
  });
}
