// Start-up: time from launching the built server to /api/ready on a fresh data folder (migrations
// and demo seed included) and on a second start with the data kept.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machineLine, writeSection } from './benchmarks-doc.mjs';

const port = 3190;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gymslot-bench-start-'));

async function timeStart() {
  const started = performance.now();
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const ready = await fetch(`http://localhost:${port}/api/ready`).then((r) => r.ok, () => false);
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('server did not become ready within 30 s');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

try {
  const first = await timeStart();
  const second = await timeStart();
  const target = 15_000;
  const lines = [
    `Machine: ${machineLine()}`,
    '',
    '| start | time to /api/ready | target |',
    '|---|---|---|',
    `| first (migrate + seed, embedded PGlite) | ${(first / 1000).toFixed(2)} s | under ${target / 1000} s |`,
    `| second (data kept) | ${(second / 1000).toFixed(2)} s | under ${target / 1000} s |`,
  ];
  console.log(lines.join('\n'));
  writeSection('Start-up', lines.join('\n'));
  process.exitCode = first < target && second < target ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
