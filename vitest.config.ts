import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default; its main process does little here, and on a
    // two-core machine that default halves the suite's speed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Dates are judged in Asia/Kolkata whatever the machine's zone: every run proves it from UTC.
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          globalSetup: ['test/migrated-database-setup.ts'],
          // Test files share each worker's loaded modules instead of importing the whole server
          // again per file (half the server suite's time); each still gets its own database and app.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
