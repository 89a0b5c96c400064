import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedDemoDataOnce } from './db/seed/seed-demo.js';
import { systemClock } from './lib/clock.js';
import { createMailer } from './modules/mail/create-mailer.js';
import { startMaintenance } from './modules/maintenance/maintenance-loop.js';
import { createAppMetrics } from './modules/metrics/app-metrics.js';
import { createPaymentProvider } from './modules/payments/create-payment-provider.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * A migration, or waiting for another process's migration to finish, may take longer than any
 * request should; on PostgreSQL it gets a connection of its own without the statement timeout.
 */
async function migrateWithoutTimeout(config: AppConfig, database: DatabaseHandle): Promise<void> {
  if (!config.databaseUrl || config.databaseStatementTimeoutMs === 0) {
    await migrate(database.db);
    return;
  }
  const migrator = await openDatabase({ databaseUrl: config.databaseUrl, maxConnections: 1 });
  try {
    await migrate(migrator.db);
  } finally {
    await migrator.close();
  }
}

/** Opens the database, migrates, seeds when asked, and builds the app (not yet listening). */
export async function startServer(config: AppConfig, logger: boolean | Record<string, unknown> | undefined) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  try {
    await migrateWithoutTimeout(config, database);
    const paymentProvider = createPaymentProvider(config, database.db, systemClock);
    const metrics = createAppMetrics();
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: { error: (obj: object, msg?: string) => app.log.error(obj, msg) },
      writeConsole: (text) => process.stdout.write(text),
    });
    const app = await buildApp({ config, database, clock: systemClock, paymentProvider, metrics, mailer }, { logger });
    app.log.info(
      { payments: paymentProvider.kind },
      paymentProvider.kind === 'razorpay' ? 'payments: Razorpay' : 'payments: built-in sandbox (no real money is taken)',
    );
    const seeded = config.seedDemo
      ? await seedDemoDataOnce(database.db, { mediaDir: path.join(config.dataDir, 'media'), now: new Date() })
      : false;
    // Periodic, so it lives here and not in buildApp: tests run it by hand instead.
    const maintenance = startMaintenance({ config, database, clock: systemClock, paymentProvider, metrics, mailer, logger: app.log });
    const running: RunningServer = {
      app,
      database,
      seeded,
      async close() {
        await maintenance.stop();
        await app.close();
        await database.close();
      },
    };
    return running;
  } catch (error) {
    await database.close();
    throw error;
  }
}
