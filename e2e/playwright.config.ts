import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Workers inherit the runner's environment, so the folder is chosen once per run.
process.env.GYMSLOT_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gymslot-e2e-'));
const port = Number(process.env.GYMSLOT_E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One more than the cores: a journey spends much of its time waiting on the page, not computing.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright-report.json' }]],
  use: {
    baseURL,
    trace: 'off',
    // The app's service worker answers a controlled page's requests itself, out of reach of
    // page.route, and would precache the whole build in every fresh context beside each journey.
    // offline.spec.ts, which is about the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.GYMSLOT_E2E_DATA_DIR,
      SEED_DEMO: 'true',
      // The runner stands in for each member's own network: new members name their address (support/new-member.ts),
      // so the per-IP sign-up limit counts people as it would in the field, not the whole suite as one visitor.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
  },
});
