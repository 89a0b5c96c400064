import { migrate } from '../db/migrate.js';
import { loadCliConfig, migrationSummary, runCli, withDatabase, writeLine } from './cli-support.js';

// npm run db:migrate — applies the committed SQL migrations that the database has not seen yet.
runCli(async () => {
  const config = loadCliConfig();
  await withDatabase(config, async (database) => {
    writeLine(migrationSummary(await migrate(database.db)));
  });
});
