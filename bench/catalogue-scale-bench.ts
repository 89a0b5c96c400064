// The public catalogue at national sizes (issue 32): 10k, 100k and 1M gyms on PostgreSQL, inserted
// by SQL, served by the production build started as `npm start` starts it. Every speed is a ratio
// to a bare Fastify hello-world measured in the same run, so the figures hold on a busy machine.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serverNodeArgs } from '../scripts/server-node-args.mjs';
import { seedGyms, withThrowawayPostgres } from './bench-gyms.js';
import { machineLine, writeSection } from './benchmarks-doc.mjs';
import { startHello } from './hello-process.js';
import { load } from './load.mjs';

const sizes = (process.env.BENCH_CATALOGUE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const probe = { latitude: 19.076, longitude: 72.8777, count: 50 };
const serverPort = 3196;
const barePort = 3197;
const sessionSecret = 'bench-session-secret-that-is-long-enough';
const seconds = 4;
/** The targets: at 100k search p50 ≤ 20× hello and ≥ 0.1× its throughput, nearby ≥ 0.1×; at 1M ready within 60 s and at most 1 GB. */
const targets = { searchP50: 20, searchThroughput: 0.1, nearby: 0.1, lists: 0.4, readyMs: 60_000, memoryBytes: 2 ** 30 };

/** The most memory the process has held (its peak resident set), from Linux's own count. */
function peakMemoryBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmHWM:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) * 1024;
}

interface Started {
  origin: string;
  pid: number;
  readyMs: number;
  /** Until a text search first answered 200: what a person waits for after a deploy. */
  firstAnswerMs: number;
  refusedBeforeFirstAnswer: number;
  stop(): Promise<void>;
}

async function startMeasured(databaseUrl: string): Promise<Started> {
  const started = performance.now();
  const server = spawn(process.execPath, serverNodeArgs, {
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'warn', SESSION_SECRET: sessionSecret, PORT: String(serverPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };
  const origin = `http://localhost:${serverPort}`;
  let readyMs: number | undefined;
  let refused = 0;
  while (performance.now() - started < 180_000) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (readyMs === undefined && (await fetch(`${origin}/api/ready`).then((r) => r.ok, () => false))) readyMs = performance.now() - started;
    if (readyMs !== undefined) {
      const status = await fetch(`${origin}/api/gyms/search?search=iron`).then((r) => r.status, () => 0);
      if (status === 200) return { origin, pid: server.pid ?? NaN, readyMs, firstAnswerMs: performance.now() - started, refusedBeforeFirstAnswer: refused, stop };
      if (status !== 0) refused += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('no catalogue answer within 180 s');
}

type Run = Awaited<ReturnType<typeof load>>;

interface Row {
  size: number;
  started: Started;
  peakBytes: number;
  hello: Run;
  helloTen: Run;
  search: Run;
  newSearch: Run;
  nearby: Run;
  cityStats: Run;
  oneGym: Run;
}

async function measureSize(size: number): Promise<Row | undefined> {
  return withThrowawayPostgres(async (databaseUrl) => {
    console.log(`${size} gyms: inserting`);
    await seedGyms(databaseUrl, sessionSecret, size, probe);
    const started = await startMeasured(databaseUrl);
    const stopHello = await startHello(['bench/hello-server.mjs'], barePort);
    try {
      const hello = `http://127.0.0.1:${barePort}/`;
      const origin = started.origin;
      let counter = 0;
      const run = async (url: string, connections: number, nextPath?: () => string) => {
        await load(url, { connections, seconds: 1, nextPath });
        return load(url, { connections, seconds, nextPath });
      };
      const row: Row = {
        size,
        started,
        hello: await run(hello, 50),
        helloTen: await run(hello, 10),
        search: await run(`${origin}/api/gyms/search?search=iron`, 10),
        // A text no one asked before for every request, so nothing kept can answer it.
        newSearch: await run(origin, 10, () => `/api/gyms/search?search=gym+${(counter += 1) % size}`),
        nearby: await run(origin, 50, () => {
          const latitude = 8 + Math.random() * 27;
          const longitude = 68 + Math.random() * 29;
          return `/api/gyms/nearby?lat=${latitude.toFixed(6)}&lng=${longitude.toFixed(6)}&radius=10`;
        }),
        cityStats: await run(`${origin}/api/gyms/city-stats`, 50),
        oneGym: await run(`${origin}/api/gyms/${'7'.padStart(24, '0')}`, 50),
        peakBytes: 0,
      };
      row.peakBytes = peakMemoryBytes(started.pid);
      return row;
    } finally {
      await stopHello();
      await started.stop();
    }
  });
}

const ratio = (run: Run, yardstick: Run) => run.requestsPerSecond / yardstick.requestsPerSecond;
const fixed = (value: number, digits = 2) => value.toFixed(digits);
const mark = (ok: boolean) => (ok ? '✓' : '✗');

const rows: Row[] = [];
for (const size of sizes) {
  const row = await measureSize(size);
  if (row) rows.push(row);
}
if (rows.length > 0) {
  let passed = true;
  const lines = rows.map((row) => {
    const searchP50 = row.search.p50Ms / Math.max(row.helloTen.p50Ms, 1);
    const checks: boolean[] = [];
    if (row.size >= 100_000) checks.push(searchP50 <= targets.searchP50, ratio(row.search, row.hello) >= targets.searchThroughput, ratio(row.nearby, row.hello) >= targets.nearby);
    if (row.size >= 1_000_000) checks.push(row.started.firstAnswerMs <= targets.readyMs, row.peakBytes <= targets.memoryBytes);
    checks.push(ratio(row.cityStats, row.hello) >= targets.lists, ratio(row.oneGym, row.hello) >= targets.lists);
    passed &&= checks.every(Boolean);
    return [
      row.size.toLocaleString('en-US'),
      `${row.search.p50Ms} ms (×${fixed(searchP50, 1)}), ${fixed(ratio(row.search, row.hello))}`,
      `${row.newSearch.p50Ms} ms, ${fixed(ratio(row.newSearch, row.hello))}`,
      fixed(ratio(row.nearby, row.hello), 3),
      fixed(ratio(row.cityStats, row.hello)),
      fixed(ratio(row.oneGym, row.hello)),
      `${fixed(row.started.readyMs / 1000, 1)} s / ${fixed(row.started.firstAnswerMs / 1000, 1)} s (${row.started.refusedBeforeFirstAnswer} refused)`,
      `${Math.round(row.peakBytes / 2 ** 20)} MiB`,
      mark(checks.every(Boolean)),
    ].join(' | ');
  });
  const text = [
    `Machine: ${machineLine()}`,
    '',
    'Gyms inserted by SQL into PostgreSQL (one in ten named "Iron …"), served by the production build; autocannon against one',
    `process, ${seconds} s per measure after a 1 s warm-up, beside a bare Fastify hello-world run as its own process. Search: 10`,
    'connections, p50 latency (and its multiple of the hello-world\'s p50 at 10 connections) and throughput as a ratio to the',
    'hello-world\'s at 50; "new text" asks a text no one asked before on every request. Nearby: a new point anywhere in India',
    'for every request, 10 km. Start: from launch to `/api/ready`, and to the first answered search.',
    '',
    '| gyms | search "iron": p50, throughput ratio | search, new text: p50, ratio | nearby ratio | city-stats ratio | one gym ratio | ready / first answer | peak memory | targets |',
    '|---|---|---|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`),
    '',
    `Targets: at 100k, search p50 ≤ ${targets.searchP50}× hello and throughput ≥ ${targets.searchThroughput}×, nearby ≥ ${targets.nearby}×; ` +
      `at 1M, answering within ${targets.readyMs / 1000} s of start with at most 1 GB; city-stats and one gym ≥ ${targets.lists}× at every size.`,
  ].join('\n');
  console.log(text);
  writeSection('Catalogue at national scale', text);
  process.exitCode = passed ? 0 : 1;
}
