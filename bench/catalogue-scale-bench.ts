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
import { median } from './median.js';

const sizes = (process.env.BENCH_CATALOGUE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const probe = { latitude: 19.076, longitude: 72.8777, count: 50 };
const serverPort = 3196;
const barePort = 3197;
const sessionSecret = 'bench-session-secret-that-is-long-enough';
const seconds = 4;
const rounds = 3;
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

/** What is measured against the catalogue, each as a ratio to the hello-world of its own round. */
const measures = ['search', 'newSearch', 'nearby', 'cityStats', 'oneGym'] as const;
type Measure = (typeof measures)[number];

interface Figures {
  /** Median over the rounds of the measure's req/s ÷ the hello-world's at 50 connections. */
  ratio: number;
  /** Median over the rounds of its p50 latency, and of that ÷ the hello-world's p50 at 10 connections (at least 1 ms). */
  p50Ms: number;
  p50Ratio: number;
}

interface Row {
  size: number;
  started: Started;
  peakBytes: number;
  figures: Record<Measure, Figures>;
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
      const runs: Record<Measure, () => Promise<Run>> = {
        search: () => run(`${origin}/api/gyms/search?search=iron`, 10),
        // A text no one asked before for every request, so nothing kept can answer it.
        newSearch: () => run(origin, 10, () => `/api/gyms/search?search=gym+${(counter += 1) % size}`),
        nearby: () =>
          run(origin, 50, () => {
            const latitude = 8 + Math.random() * 27;
            const longitude = 68 + Math.random() * 29;
            return `/api/gyms/nearby?lat=${latitude.toFixed(6)}&lng=${longitude.toFixed(6)}&radius=10`;
          }),
        cityStats: () => run(`${origin}/api/gyms/city-stats`, 50),
        oneGym: () => run(`${origin}/api/gyms/${'7'.padStart(24, '0')}`, 50),
      };
      // Rounds of every measure beside the hello-world: each figure is divided by its own round's
      // hello-world, and the median of those ratios is kept, so a slow moment hits both sides.
      const perRound: Record<Measure, { ratio: number; p50Ms: number; p50Ratio: number }[]> = { search: [], newSearch: [], nearby: [], cityStats: [], oneGym: [] };
      for (let round = 0; round < rounds; round += 1) {
        const bare = await run(hello, 50);
        const bareTen = await run(hello, 10);
        for (const measure of measures) {
          const own = await runs[measure]();
          perRound[measure].push({ ratio: own.requestsPerSecond / bare.requestsPerSecond, p50Ms: own.p50Ms, p50Ratio: own.p50Ms / Math.max(bareTen.p50Ms, 1) });
        }
      }
      const figures = Object.fromEntries(
        measures.map((measure) => {
          const all = perRound[measure];
          return [measure, { ratio: median(all.map((one) => one.ratio)), p50Ms: median(all.map((one) => one.p50Ms)), p50Ratio: median(all.map((one) => one.p50Ratio)) }];
        }),
      ) as Record<Measure, Figures>;
      return { size, started, figures, peakBytes: peakMemoryBytes(started.pid) };
    } finally {
      await stopHello();
      await started.stop();
    }
  });
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);
const mark = (ok: boolean) => (ok ? '✓' : '✗');
/** autocannon counts whole milliseconds: a p50 of 0 is under 1 ms. */
const latency = (ms: number) => (ms < 1 ? 'under 1 ms' : `${fixed(ms, 0)} ms`);

const rows: Row[] = [];
for (const size of sizes) {
  const row = await measureSize(size);
  if (row) rows.push(row);
}
if (rows.length > 0) {
  let passed = true;
  const lines = rows.map((row) => {
    const { search, newSearch, nearby, cityStats, oneGym } = row.figures;
    const checks: boolean[] = [];
    // The issue sets these at 100k; at 1M it asks that every call answer, in bounded memory, soon after start.
    if (row.size === 100_000) checks.push(search.p50Ratio <= targets.searchP50, search.ratio >= targets.searchThroughput, nearby.ratio >= targets.nearby);
    if (row.size >= 1_000_000) checks.push(row.started.firstAnswerMs <= targets.readyMs, row.peakBytes <= targets.memoryBytes);
    checks.push(cityStats.ratio >= targets.lists, oneGym.ratio >= targets.lists);
    passed &&= checks.every(Boolean);
    return [
      row.size.toLocaleString('en-US'),
      `${latency(search.p50Ms)} (×${fixed(search.p50Ratio, 1)}), ${fixed(search.ratio)}`,
      `${latency(newSearch.p50Ms)}, ${fixed(newSearch.ratio, 3)}`,
      fixed(nearby.ratio, 3),
      fixed(cityStats.ratio),
      fixed(oneGym.ratio),
      `${fixed(row.started.readyMs / 1000, 1)} s / ${fixed(row.started.firstAnswerMs / 1000, 1)} s (${row.started.refusedBeforeFirstAnswer} refused)`,
      `${Math.round(row.peakBytes / 2 ** 20)} MiB`,
      mark(checks.every(Boolean)),
    ].join(' | ');
  });
  const text = [
    `Machine: ${machineLine()}`,
    '',
    'Gyms inserted by SQL into PostgreSQL (one in ten named "Iron …"), served by the production build; autocannon against one',
    `process, ${rounds} rounds of ${seconds} s per measure after a 1 s warm-up, each beside a bare Fastify hello-world run as its own`,
    'process in the same round; every figure is the median over the rounds. Search: 10',
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
