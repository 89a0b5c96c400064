import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import type { Clock } from '../src/lib/clock.js';
import type { ServerTimeouts } from '../src/lib/server-timeouts.js';
import type { AppDeps } from '../src/app-deps.js';
import { createConfiguredOutbox } from '../src/modules/messages/configured-outbox.js';
import type { MessageOutbox } from '../src/modules/messages/message-outbox.js';
import type { Mailer } from '../src/modules/mail/mailer.js';
import { createAppMetrics, type AppMetrics } from '../src/modules/metrics/app-metrics.js';
import { createPaymentProvider } from '../src/modules/payments/create-payment-provider.js';
import type { PaymentProvider } from '../src/modules/payments/payment-provider.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  paymentProvider: PaymentProvider;
  dataDir: string;
  clock: MutableClock;
  /** The app's message outbox, for jobs a test runs by hand (the maintenance round, reminders). */
  messages: MessageOutbox;
  metrics: AppMetrics;
  /** The .eml files written so far, oldest first, as text, once every message due now is delivered. */
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

export interface TestAppOptions {
  /** A folder holding a built web app (index.html); by default there is none. */
  webDistDir?: string;
  /** The web build's first-screen renderer (or a stand-in with its interface); by default there is none. */
  webFirstScreenBundle?: string;
  /** Turns the production logger on, writing its lines here instead of staying silent. */
  logStream?: { write(line: string): void };
  /** Receives the outbox's readable line per mail, which a developer sees on the console; dropped by default. */
  mailConsole?: (line: string) => void;
  /** Socket timeouts small enough for a test to see them fire. */
  serverTimeouts?: ServerTimeouts;
}

/** The real app on a fresh database, with its outbox in a temporary folder. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
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
  const paymentProvider = createPaymentProvider(config, database.db, clock);
  const { app, outbox, metrics, mailer } = await buildTestApp({ config, database, clock, paymentProvider }, options);
  await app.ready();
  return {
    app,
    database,
    config,
    paymentProvider,
    dataDir,
    clock,
    messages: outbox,
    metrics,
    async outbox() {
      // Tests run no delivery loop: what is due now goes out here, as the workers would send it.
      await outbox.deliverDue();
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    },
    async close() {
      await app.close();
      mailer.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The shared set-up of a test file: the real app on a fresh database, made before the file's
 * tests and closed after them. `env` may be a function, for settings known only once an earlier
 * set-up has run (a fake provider's address).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}, options: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(typeof env === 'function' ? env() : env, options));
  });
  afterAll(async () => {
    // Nothing to close when the set-up itself failed (its error is the one reported).
    await (handle as Partial<TestApp>).close?.();
  });
  return handle;
}

async function buildTestApp(
  deps: Omit<AppDeps, 'outbox' | 'metrics'>,
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; outbox: MessageOutbox; metrics: AppMetrics; mailer: Mailer }> {
  // Wired as start-server.ts wires it, so the log test sees what the outbox logs.
  const metrics = createAppMetrics();
  const { outbox, mailer } = createConfiguredOutbox({
    ...deps,
    metrics,
    logger: () => app.log,
    writeConsole: options.mailConsole ?? (() => undefined),
  });
  const app = await buildApp(
    { ...deps, outbox, metrics },
    {
      logger: options.logStream ? undefined : false,
      logStream: options.logStream,
      webDistDir: options.webDistDir ?? path.join(deps.config.dataDir, 'no-web-build'),
      webFirstScreenBundle: options.webFirstScreenBundle,
      serverTimeouts: options.serverTimeouts,
    },
  );
  return { app, outbox, metrics, mailer };
}

/**
 * A second app, as a second server process would be: its own connection pool on the same
 * PostgreSQL database, same config, clock and outbox. Only with TEST_DATABASE_URL.
 */
export async function createSiblingApp(
  t: TestApp,
  maxConnections = 20,
): Promise<{ app: FastifyInstance; messages: MessageOutbox; close(): Promise<void> }> {
  if (!t.database.url) throw new Error('A sibling app needs TEST_DATABASE_URL');
  const database = await openDatabase({ databaseUrl: t.database.url, maxConnections });
  const paymentProvider = createPaymentProvider(t.config, database.db, t.clock);
  const { app, outbox, mailer } = await buildTestApp({ config: t.config, database, clock: t.clock, paymentProvider });
  await app.ready();
  return {
    app,
    messages: outbox,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
    },
  };
}

/** Default headers of a same-origin browser request. */
export const sameOrigin = { origin: 'http://localhost:3000' };
