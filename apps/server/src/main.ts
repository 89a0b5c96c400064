import { ConfigError, loadConfig } from './config.js';
import { startServer } from './start-server.js';
import { demoAccounts } from './cli/demo-seed/demo-accounts.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config, undefined);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `GymSlot is running at ${config.publicUrl}`,
    `Database: ${server.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.seedDemo) {
    lines.push('Demo accounts (demo only, password Password123!):');
    for (const account of demoAccounts) lines.push(`  ${account.role.padEnd(9)} ${account.email}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`GymSlot failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
