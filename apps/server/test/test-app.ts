import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { Clock } from '../src/lib/clock.js';
import { createMailer } from '../src/modules/mail/create-mailer.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  dataDir: string;
  clock: MutableClock;
  /** The .eml files written so far, oldest first, as text. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

export class MutableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** The real app on a fresh database, with its outbox in a temporary folder. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await createTestDatabase();
  const clock = new MutableClock();
  const outboxDir = path.join(dataDir, 'outbox');
  const app = await buildApp(
    {
      config,
      database,
      clock,
      mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir, logger: { info: () => undefined } }),
    },
    { logger: false, webDistDir: path.join(dataDir, 'no-web-build') },
  );
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    clock,
    async outbox() {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Default headers of a same-origin browser request. */
export const sameOrigin = { origin: 'http://localhost:3000' };
