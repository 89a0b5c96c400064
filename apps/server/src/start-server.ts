import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { buildAppAndServices } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createConnectionErrorLog } from './db/connection-error-log.js';
import { migrate } from './db/migrate.js';
import { seedDemoDataOnce } from './cli/demo-seed/seed-demo.js';
import { withoutStatementTimeout } from './db/untimed-database.js';
import { systemClock } from './lib/clock.js';
import { createConfiguredMediaStore } from './modules/media/configured-media-store.js';
import { createConfiguredOutbox } from './modules/messages/configured-outbox.js';
import { startMessageDelivery } from './modules/messages/message-delivery-loop.js';
import { createAppMetrics } from './modules/metrics/app-metrics.js';
import { createPaymentProvider } from './modules/payments/create-payment-provider.js';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds when asked, and builds the app (not yet listening). */
export async function startServer(config: AppConfig, logger: boolean | Record<string, unknown> | undefined) {
  const connectionErrors = createConnectionErrorLog();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    onConnectionError: connectionErrors.report,
  });
  // The migration and the demo seed may wait on a process starting beside this one (untimed-database.ts).
  const untimed = { databaseUrl: config.databaseUrl, statementTimeoutMs: config.databaseStatementTimeoutMs, onConnectionError: connectionErrors.report };
  try {
    await withoutStatementTimeout(untimed, database, migrate);
    const paymentProvider = createPaymentProvider(config, database.db, systemClock);
    const metrics = createAppMetrics();
    const { outbox, mailer } = createConfiguredOutbox({
      config,
      database,
      clock: systemClock,
      metrics,
      logger: () => app.log,
      writeConsole: (text) => process.stdout.write(text),
    });
    // The demo seed writes its pictures into the store the routes read (the disk or the bucket).
    const media = createConfiguredMediaStore(config);
    const { app, services } = await buildAppAndServices({ config, database, clock: systemClock, paymentProvider, metrics, outbox, media }, { logger });
    connectionErrors.attach(app.log);
    app.log.info(
      { payments: paymentProvider.kind },
      paymentProvider.kind === 'razorpay' ? 'payments: Razorpay' : 'payments: built-in sandbox (no real money is taken)',
    );
    const seeded = config.seedDemo
      ? await withoutStatementTimeout(untimed, database, (db) => seedDemoDataOnce(db, { media, now: new Date() }))
      : false;
    // Periodic, so it starts here and not in buildApp (tests run it by hand instead), on the
    // services the routes use.
    const maintenance = services.maintenance.start({ intervalMs: config.maintenanceIntervalMs });
    const delivery = startMessageDelivery(outbox, app.log);
    const running: RunningServer = {
      app,
      database,
      seeded,
      async close() {
        await maintenance.stop();
        await delivery.stop();
        mailer.close();
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
