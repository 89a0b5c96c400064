import { migrate } from '../db/migrate.js';
import { createConfiguredMediaStore } from '../modules/media/configured-media-store.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-seed/demo-accounts.js';
import { seedDemoDataOnce } from './demo-seed/seed-demo.js';
import { loadCliConfig, migrationSummary, runCli, withDatabase, writeLine } from './cli-support.js';

// npm run db:seed — migrates, then adds the demo data unless this database already has it.
runCli(async () => {
  const config = loadCliConfig();
  await withDatabase(config, async (database) => {
    writeLine(migrationSummary(await migrate(database.db)));
    const seeded = await seedDemoDataOnce(database.db, {
      media: createConfiguredMediaStore(config),
      now: new Date(),
    });
    if (!seeded) {
      writeLine('Demo data was seeded before; nothing changed.');
      return;
    }
    writeLine(`Seeded the demo data. Demo logins (demo only, password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) writeLine(`  ${account.role.padEnd(9)} ${account.email}`);
  });
});
