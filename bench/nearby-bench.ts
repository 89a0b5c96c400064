// Nearby search scaling: the median time of GET /api/gyms/nearby as the gyms table grows from 1k
// to 10k to 100k rows, on embedded PGlite and on PostgreSQL. The GiST index on ll_to_earth should
// keep the time nearly flat, so each tenfold step may cost at most 1.5 times as much.
//
// The searched point always has the same 50 gyms within 5 km; every other gym is spread evenly
// over India's bounding box, so the reply stays the same size and only the table grows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import { createUser } from '../apps/server/src/db/seed/factories.js';
import { selectPublicWithinRadius } from '../apps/server/src/modules/gyms/gyms.repository.js';
import { startServer } from '../apps/server/src/start-server.js';
import { insertGyms, withThrowawayPostgres } from './bench-gyms.js';
import { machineLine, writeSection } from './benchmarks-doc.mjs';

const sizes = [1_000, 10_000, 100_000];
const probe = { latitude: 19.076, longitude: 72.8777 };
const probeGyms = 50;
const radiusKm = 5;
const warmUpRequests = 30;
const timedRequests = 50;
const rounds = 3;
const targetRatio = 1.5;
const url = `/api/gyms/nearby?lat=${probe.latitude}&lng=${probe.longitude}&radius=${radiusKm}`;

interface SizeResult {
  gyms: number;
  found: number;
  medianMs: number;
}

interface BackendResult {
  label: string;
  sizes: SizeResult[];
  plan: string;
  indexMs: number;
  seqScanMs: number;
}

async function timeRequest(app: FastifyInstance): Promise<{ elapsedMs: number; found: number }> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  const elapsedMs = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`nearby answered ${res.statusCode}: ${res.body}`);
  return { elapsedMs, found: res.json<{ count: number }>().count };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * The lowest of a few medians: on a small shared machine one round can land on a garbage
 * collection or a neighbour's burst, which says nothing about how the query scales.
 */
async function medianMs(app: FastifyInstance): Promise<{ medianMs: number; found: number }> {
  let found = 0;
  for (let index = 0; index < warmUpRequests; index += 1) found = (await timeRequest(app)).found;
  const medians: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const times: number[] = [];
    for (let index = 0; index < timedRequests; index += 1) times.push((await timeRequest(app)).elapsedMs);
    medians.push(median(times));
  }
  return { medianMs: Math.min(...medians), found };
}

/** EXPLAIN ANALYZE of the endpoint's own query, as planned and with index scans turned off. */
async function explain(db: Database, withoutIndex: boolean): Promise<{ plan: string; executionMs: number }> {
  const query = selectPublicWithinRadius(db, {
    latitude: probe.latitude,
    longitude: probe.longitude,
    radiusMeters: radiusKm * 1000,
    sortBy: 'distance',
    limit: 101,
  });
  return db.transaction(async (tx) => {
    if (withoutIndex) {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    const lines = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain (analyze, costs off) ${query}`)).map(
      (row) => row['QUERY PLAN'],
    );
    const execution = lines.find((line) => line.startsWith('Execution Time'));
    return { plan: lines.join('\n'), executionMs: Number(execution?.match(/[\d.]+/)?.[0] ?? NaN) };
  });
}

async function runBackend(label: string, env: Record<string, string>): Promise<BackendResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gymslot-bench-nearby-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough',
    ...env,
  });
  const server = await startServer(config, false);
  try {
    const { db } = server.database;
    const owner = await createUser(db, { role: 'gym_owner' });
    const results: SizeResult[] = [];
    let inserted = 0;
    for (const size of sizes) {
      const started = performance.now();
      await insertGyms(db, owner.id, inserted + 1, size, { ...probe, count: probeGyms });
      inserted = size;
      console.log(`${label}: ${size} gyms loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      results.push({ gyms: size, ...(await medianMs(server.app)) });
    }
    const indexed = await explain(db, false);
    const scanned = await explain(db, true);
    console.log(`${label} plan at ${inserted} gyms:\n${indexed.plan}\n\nwith index scans off:\n${scanned.plan}\n`);
    return { label, sizes: results, plan: indexed.plan, indexMs: indexed.executionMs, seqScanMs: scanned.executionMs };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function ratios(result: BackendResult): number[] {
  return result.sizes.slice(1).map((size, index) => size.medianMs / (result.sizes[index]?.medianMs ?? NaN));
}

function report(results: BackendResult[]): { text: string; passed: boolean } {
  const accessPath = (plan: string) => plan.match(/(Bitmap Index Scan|Index Scan|Seq Scan) on \S+/)?.[0] ?? '?';
  const lines = [
    `Machine: ${machineLine()}`,
    '',
    `\`GET ${url}\` through \`app.inject\` (routing, validation, SQL, serialization): the lowest of ${rounds}`,
    `medians of ${timedRequests} requests each, after ${warmUpRequests} warm-up ones. The point always has the same ${probeGyms} gyms within ${radiusKm} km;`,
    "the other gyms are spread evenly over India's bounding box, so only the table grows.",
    '',
    '| database | gyms in table | gyms found | median |',
    '|---|---|---|---|',
    ...results.flatMap((result) =>
      result.sizes.map((size) => `| ${result.label} | ${size.gyms.toLocaleString('en-US')} | ${size.found} | ${size.medianMs.toFixed(2)} ms |`),
    ),
    '',
    `| database | time(10k) / time(1k) | time(100k) / time(10k) | target |`,
    '|---|---|---|---|',
    ...results.map((result) => `| ${result.label} | ${ratios(result).map((ratio) => ratio.toFixed(2)).join(' | ')} | at most ${targetRatio} |`),
    '',
    `Query plan at ${sizes.at(-1)?.toLocaleString('en-US')} gyms (EXPLAIN ANALYZE of the endpoint's own query):`,
    '',
    ...results.map(
      (result) =>
        `- ${result.label}: ${accessPath(result.plan)}, ${result.indexMs.toFixed(2)} ms in the database; ` +
        `with index scans turned off, a sequential scan takes ${result.seqScanMs.toFixed(2)} ms.`,
    ),
  ];
  const passed = results.every((result) => ratios(result).every((ratio) => ratio <= targetRatio));
  return { text: lines.join('\n'), passed };
}

const results: BackendResult[] = [await runBackend('PGlite (embedded)', {})];
const postgres = await withThrowawayPostgres((databaseUrl) => runBackend('PostgreSQL', { DATABASE_URL: databaseUrl }));
if (postgres) results.push(postgres);
const { text, passed } = report(results);
console.log(text);
writeSection('Nearby search scaling', text);
process.exitCode = passed ? 0 : 1;
