import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsDir, serverRoot } from '../src/lib/paths.js';

// The migrated PGlite database of a test run, kept on disk between runs: a run whose migrations
// (and whatever else shapes the migrated state) are unchanged restores it instead of migrating.

/** One dump per key, `<key>.tar`; a changed key's entry replaces the others. */
const migratedPgliteCacheDir = path.join(serverRoot, '..', '..', 'node_modules', '.cache', 'gymslot-test-db');

/** A writer's temporary file older than this was left by a run that died; pruned with the rest. */
const ABANDONED_WRITE_MS = 60 * 60_000;

/** The files that decide what migrating a fresh PGlite database leaves behind. */
async function shapingFiles(): Promise<string[]> {
  const migrations = (await readdir(migrationsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return [
    ...migrations,
    // The runner, and the extensions PGlite is started with.
    path.join(serverRoot, 'src', 'db', 'migrate.ts'),
    path.join(serverRoot, 'src', 'db', 'client.ts'),
    // How the dump is made and kept.
    fileURLToPath(import.meta.url),
    path.join(serverRoot, 'test', 'migrated-database-setup.ts'),
  ].sort();
}

/** The installed PGlite's version: a new one may read or write a data folder differently. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite') return version ?? 'unknown';
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/** A hash of everything that shapes the migrated database: same key, same database. */
async function migratedStateKey(): Promise<string> {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\0`);
  for (const file of await shapingFiles()) {
    hash.update(`${path.relative(serverRoot, file)}\0`).update(await readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/** Puts the cached dump at `target` (a link, else a copy); false when there is none. */
async function restoreCached(entry: string, target: string): Promise<boolean> {
  try {
    // A link keeps this run's dump even if another run prunes or replaces the entry afterwards.
    await link(entry, target);
    return true;
  } catch {
    return copyFile(entry, target).then(
      () => true,
      () => false,
    );
  }
}

/** Writes the entry under a temporary name and renames it into place, so no reader sees half of it. */
async function store(key: string, dump: Uint8Array): Promise<void> {
  await mkdir(migratedPgliteCacheDir, { recursive: true });
  const temporary = path.join(migratedPgliteCacheDir, `${key}.tar.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, dump);
    await rename(temporary, path.join(migratedPgliteCacheDir, `${key}.tar`));
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Removes every other key's entry, and temporary files a dead run left. */
async function prune(key: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(migratedPgliteCacheDir)) {
    if (name === `${key}.tar`) continue;
    const file = path.join(migratedPgliteCacheDir, name);
    if (name.endsWith('.tmp')) {
      const modified = await stat(file).then((info) => info.mtimeMs, () => now);
      if (now - modified < ABANDONED_WRITE_MS) continue;
    }
    await rm(file, { force: true, recursive: true });
  }
}

/**
 * Writes the migrated PGlite dump to `target`: the cached one when the migrations are unchanged,
 * else the one `migrateAndDump` makes, which is then cached for the next run (best effort: a
 * cache that cannot be written costs the next run a migration, nothing more). Two runs starting
 * at once may both migrate; each renames a complete file into place, so either is fine.
 */
export async function writeMigratedPgliteDump(target: string, migrateAndDump: () => Promise<Uint8Array>): Promise<'cached' | 'migrated'> {
  const key = await migratedStateKey();
  if (await restoreCached(path.join(migratedPgliteCacheDir, `${key}.tar`), target)) return 'cached';
  const dump = await migrateAndDump();
  await writeFile(target, dump);
  try {
    await store(key, dump);
    await prune(key);
  } catch {
    // A read-only or full disk: the run goes on with its own copy.
  }
  return 'migrated';
}
