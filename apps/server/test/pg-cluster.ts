import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './process-harness.js';
import { childrenOf, signalAll, waitUntilGone } from './process-tree.js';

// A throwaway PostgreSQL 15 cluster of a test's own, so a fault test can restart, crash or freeze
// the whole server without touching the shared one every other test file uses.

const FALLBACK_BIN_DIR = '/usr/lib/postgresql/15/bin';
// initdb and a start after a crash (recovery) take a second or two; these bounds are for a stuck server.
const START_TIMEOUT_MS = 60_000;
const BACKENDS_EXIT_MS = 10_000;
const POLL_MS = 100;
const LOG_TAIL_CHARS = 20_000;

const run = promisify(execFile);

interface Owner {
  uid: number;
  gid: number;
}

function findBinDir(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // No pg_config on the PATH: Debian's own place is tried next.
  }
  candidates.push(FALLBACK_BIN_DIR);
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')));
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` account. */
function findOwner(): Owner | null | undefined {
  if (process.getuid?.() !== 0) return null;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

const binDir = findBinDir();
const owner = findOwner();

/** Where a PostgreSQL 15 program (pg_dump, pg_restore, …) is on this machine, or undefined without them. */
export const pgProgram = (name: string): string | undefined => (binDir === undefined ? undefined : path.join(binDir, name));

/** False when this machine cannot run a cluster of its own (no binaries, or root without a postgres account). */
export const pgClusterAvailable = binDir !== undefined && owner !== undefined;

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres, trust authentication. */
  readonly url: string;
  /** A fast shutdown and a start, as `pg_ctl restart -m fast`: every session is ended with 57P01. */
  restartFast(): Promise<void>;
  /** SIGKILL of the postmaster; once its backends have noticed and gone, a start with crash recovery. */
  crash(): Promise<void>;
  /** Stops the postmaster and all its processes for `ms` (SIGSTOP), then lets them go on (SIGCONT). */
  freeze(ms: number): Promise<void>;
  /** A fast shutdown; the data stays until cleanup(). */
  stop(): Promise<void>;
  /** Stops the server if it runs and removes its data directory. */
  cleanup(): Promise<void>;
  /** The server's recent log, for failure messages. */
  log(): string;
}

const live = new Set<{ kill(): void }>();
// However the test run ends, no postmaster is left holding a port and a directory in /tmp.
process.once('exit', () => {
  for (const cluster of live) cluster.kill();
});

/** initdb into a fresh temporary directory, then start the server on a free port of 127.0.0.1. */
export async function startPgCluster(): Promise<PgCluster> {
  if (!binDir || owner === undefined) throw new Error('PostgreSQL binaries or the postgres account are missing');
  const bin = (name: string) => path.join(binDir, name);
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const dir = await mkdtemp(path.join(tmpdir(), 'gymslot-pg-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const env = { PATH: process.env.PATH, LC_ALL: 'C' };

  let postmaster: ChildProcess | undefined;
  let logTail = '';
  const keep = (chunk: Buffer) => {
    logTail = (logTail + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  const handle = {
    kill: () => {
      postmaster?.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  live.add(handle);

  async function initialise(): Promise<void> {
    const initdbArgs = ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'];
    await run(bin('initdb'), initdbArgs, { ...asOwner, cwd: dir, env });
    const settings = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      // TCP only: no socket file to clash with the machine's own server or outgrow a path limit.
      `unix_socket_directories = ''`,
      // Every fault here kills processes, never the machine: the OS keeps what was written, so
      // crash recovery still finds it all, and the test is spared the disk's flushes.
      'fsync = off',
      'shared_buffers = 32MB',
    ];
    await appendFile(path.join(dataDir, 'postgresql.conf'), settings.join('\n') + '\n');
  }

  // The postmaster is this process's own child (not pg_ctl's orphan), so its exit is seen and reaped.
  async function start(): Promise<void> {
    const child = spawn(bin('postgres'), ['-D', dataDir], { ...asOwner, cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    postmaster = child;
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    await waitUntilAccepting(url, child, () => logTail);
  }

  function exited(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => child.once('exit', () => resolve()));
  }

  async function shutDown(signal: 'SIGINT' | 'SIGKILL'): Promise<number[]> {
    const child = postmaster;
    postmaster = undefined;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return [];
    const backends = childrenOf(child.pid);
    const gone = exited(child);
    // SIGINT is what `pg_ctl stop -m fast` sends: abort every transaction, end every session, checkpoint.
    child.kill(signal);
    await gone;
    return backends;
  }

  function runningPid(): number {
    const pid = postmaster?.pid;
    if (!pid || postmaster?.exitCode !== null) throw new Error('The cluster is not running');
    return pid;
  }

  try {
    await initialise();
    await start();
  } catch (error) {
    // Nobody gets a handle to clean up after a cluster that never started.
    handle.kill();
    live.delete(handle);
    throw error;
  }

  return {
    url,
    async restartFast() {
      await shutDown('SIGINT');
      await start();
    },
    async crash() {
      const backends = await shutDown('SIGKILL');
      // Each backend notices its postmaster's death and exits; a new postmaster refuses to start
      // while any of them still holds the shared memory.
      await waitUntilGone(backends, BACKENDS_EXIT_MS);
      await start();
    },
    async freeze(ms) {
      const pid = runningPid();
      // The postmaster first, so it cannot start a backend that escapes the list below.
      process.kill(pid, 'SIGSTOP');
      const backends = childrenOf(pid);
      signalAll(backends, 'SIGSTOP');
      try {
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        signalAll(backends, 'SIGCONT');
        process.kill(pid, 'SIGCONT');
      }
    },
    async stop() {
      await shutDown('SIGINT');
    },
    async cleanup() {
      await shutDown('SIGINT');
      live.delete(handle);
      await rm(dir, { recursive: true, force: true });
    },
    log: () => logTail,
  };
}

/** Polls until the server answers a query; fails at once if the postmaster exits instead. */
async function waitUntilAccepting(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`postgres exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`postgres did not accept connections within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

/** Whether PostgreSQL at `url` takes a connection and answers a query now. */
export async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  // A server still starting may drop the connection; without a listener that would end this process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
