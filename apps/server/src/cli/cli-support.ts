import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { serverRoot } from '../lib/paths.js';

// What the operator commands (db:migrate, db:seed, create-admin) share.

export function writeLine(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** Runs a command: a failure becomes one line on stderr and exit code 1, never a stack trace. */
export function runCli(command: () => Promise<void>): void {
  command().catch((error: unknown) => {
    const expected = error instanceof ConfigError || error instanceof AppError;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${expected ? message : `Failed: ${message}`}\n`);
    process.exitCode = 1;
  });
}

/** The same configuration the server reads, with relative paths meaning what they mean for npm start. */
export function loadCliConfig(): AppConfig {
  runFromRepositoryRoot();
  return loadConfig(process.env);
}

/**
 * npm runs workspace scripts (`npm run db:seed`, `npm run create-admin`) inside apps/server, while
 * `npm start` runs at the repository root; without this a relative DATA_DIR would point the
 * command at a second, empty embedded database.
 */
function runFromRepositoryRoot(): void {
  if (process.cwd() !== serverRoot) return;
  const repositoryRoot = path.resolve(serverRoot, '..', '..');
  const manifest = path.join(repositoryRoot, 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'gymslot') {
    process.chdir(repositoryRoot);
  }
}

/** Opens the configured database for the length of `task`, and always closes it. */
export async function withDatabase(config: AppConfig, task: (database: DatabaseHandle) => Promise<void>): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
  });
  try {
    writeLine(
      `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}`}`,
    );
    await task(database);
  } finally {
    await database.close();
  }
}

export function migrationSummary(applied: string[]): string {
  return applied.length > 0
    ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
    : 'No migrations to apply; the database schema is up to date.';
}
