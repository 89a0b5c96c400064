// What one write to one gym costs the next public request, at 100k gyms: the time of
// GET-a-gym's work (version check, catching up, reply) right after an UPDATE of one gym, as a share
// of a whole catalogue load on the same database in the same run. Each process pays this on its
// first request after any write (reviews will change ratings all day).
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { gyms } from '../apps/server/src/db/schema/gyms.js';
import { createUser } from '../apps/server/src/db/factories.js';
import { createPublicCatalogue } from '../apps/server/src/modules/catalogue/public-catalogue.js';
import { createMediaUrls } from '../apps/server/src/modules/media/media-store.js';
import { createGymsService } from '../apps/server/src/modules/gyms/gyms.service.js';
import { insertGyms, withThrowawayPostgres } from './bench-gyms.js';
import { machineLine, writeSection } from './benchmarks-doc.mjs';
import { median } from './median.js';

const gymCount = 100_000;
const loads = 3;
const writes = 30;
const targetShare = 0.05;
// The gyms have no images; any base will do.
const mediaUrls = createMediaUrls({ publicUrl: 'http://localhost:3000', mediaPublicUrl: 'http://localhost:3000/media' });

interface Result {
  label: string;
  fullLoadMs: number;
  afterWriteMs: number;
  unchangedMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function measure(label: string, database: DatabaseHandle): Promise<Result> {
  await migrate(database.db);
  const owner = await createUser(database.db, { role: 'gym_owner' });
  await insertGyms(database.db, owner.id, 1, gymCount, { latitude: 19.076, longitude: 72.8777, count: 50 });
  const fullLoads: number[] = [];
  for (let round = 0; round < loads; round += 1) {
    const catalogue = createPublicCatalogue(database, mediaUrls);
    fullLoads.push(await timed(() => catalogue.current()));
  }
  const service = createGymsService({ catalogue: createPublicCatalogue(database, mediaUrls) });
  const id = (n: number) => n.toString(16).padStart(24, '0');
  await service.byId(id(1));
  const afterWrite: number[] = [];
  const unchanged: number[] = [];
  for (let write = 0; write < writes; write += 1) {
    const gymId = id(1 + ((write * 7919) % gymCount));
    await database.db.update(gyms).set({ averageRating: (write % 50) / 10, totalRatings: write + 1 }).where(eq(gyms.id, gymId));
    afterWrite.push(await timed(() => service.byId(gymId)));
    unchanged.push(await timed(() => service.byId(gymId)));
  }
  const result = { label, fullLoadMs: median(fullLoads), afterWriteMs: median(afterWrite), unchangedMs: median(unchanged) };
  console.log(`${label}: whole load ${result.fullLoadMs.toFixed(0)} ms, after a write ${result.afterWriteMs.toFixed(1)} ms, unchanged ${result.unchangedMs.toFixed(2)} ms`);
  return result;
}

function report(results: Result[]): { text: string; passed: boolean } {
  const share = (result: Result) => result.afterWriteMs / result.fullLoadMs;
  const lines = [
    `Machine: ${machineLine()}`,
    '',
    `${gymCount.toLocaleString('en-US')} public gyms. "Whole load": a new process's first catalogue read (median of ${loads}).`,
    `"After a write": one gym's rating is updated, then the same process is asked for that gym (version check,`,
    `reading the changed gym, the next snapshot, the reply); median of ${writes} writes. "Unchanged": the same request again.`,
    '',
    '| database | whole load | after a one-gym write | share of a whole load | unchanged | target |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.label} | ${result.fullLoadMs.toFixed(0)} ms | ${result.afterWriteMs.toFixed(1)} ms | ${(share(result) * 100).toFixed(1)} % | ${result.unchangedMs.toFixed(2)} ms | ${
          result.label === 'PostgreSQL' ? `at most ${targetShare * 100} % ${share(result) <= targetShare ? '✓' : '✗'}` : '–'
        } |`,
    ),
  ];
  const postgres = results.find((result) => result.label === 'PostgreSQL');
  return { text: lines.join('\n'), passed: postgres === undefined || share(postgres) <= targetShare };
}

const results: Result[] = [];
const embedded = await openDatabase({ pgliteDataDir: 'memory://' });
try {
  results.push(await measure('PGlite (embedded)', embedded));
} finally {
  await embedded.close();
}
const postgres = await withThrowawayPostgres(async (databaseUrl) => {
  const database = await openDatabase({ databaseUrl });
  try {
    return await measure('PostgreSQL', database);
  } finally {
    await database.close();
  }
});
if (postgres) results.push(postgres);
const { text, passed } = report(results);
console.log(text);
writeSection('Catalogue after a write', text);
process.exitCode = passed ? 0 : 1;
