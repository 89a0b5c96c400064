// Shared by the benches that need many gyms: a throwaway PostgreSQL database and a fast SQL
// insert of numbered gyms.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { createUser } from '../apps/server/src/db/factories.js';
import { startServer } from '../apps/server/src/start-server.js';

export const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Cities the bench gyms are spread over. city-stats lists every one, so this sets the size of its
 * reply: 100 cities make about 14 KB, 500 about 69 KB.
 */
export const benchCities = 100;

/** A group of gyms packed within about 3 km of one point. */
export interface GymCluster {
  latitude: number;
  longitude: number;
  count: number;
}

/**
 * Gyms numbered from..to by INSERT … SELECT: the first `cluster.count` around the cluster's
 * point, the rest evenly over India's bounding box, in `benchCities` cities.
 */
export async function insertGyms(db: Database, ownerId: string, from: number, to: number, cluster: GymCluster): Promise<void> {
  // In statements of INSERT_CHUNK gyms, each well within the server's statement timeout.
  for (let first = from; first <= to; first += INSERT_CHUNK) await insertChunk(db, ownerId, first, Math.min(to, first + INSERT_CHUNK - 1), cluster);
  await db.execute(sql`analyze gyms`);
}

/** Gyms per INSERT: each one also fills the search indexes and the catalogue figures (migration 0030). */
const INSERT_CHUNK = 10_000;

async function insertChunk(db: Database, ownerId: string, from: number, to: number, cluster: GymCluster): Promise<void> {
  // Fractional parts of n·φ and n·√2 fill a square evenly without a random generator.
  await db.execute(sql`
    insert into gyms (id, owner_id, name, address, city, state, pincode, latitude, longitude,
                      price_per_hour_paise, capacity, contact_number, email, owner_phone_number, amenities)
    select lpad(to_hex(n), 24, '0'), ${ownerId},
           -- One gym in ten is an 'Iron' gym, for a text search that matches 10 %.
           case when n % 10 = 0 then 'Iron Bench Gym ' || n else 'Bench Gym ' || n end,
           n || ' Bench Road', 'City ' || (n % ${benchCities}),
           'State', '400001',
           case when n <= ${cluster.count}
                then ${cluster.latitude} + (mod(n * 0.6180339887, 1) - 0.5) * 0.06
                else 8 + 27 * mod(n * 0.6180339887, 1) end,
           case when n <= ${cluster.count}
                then ${cluster.longitude} + (mod(n * 0.4142135623, 1) - 0.5) * 0.06
                else 68 + 29 * mod(n * 0.4142135623, 1) end,
           10000 + (n % 40) * 1000, 20, '9800000000', 'bench' || n || '@example.com', '9800000001',
           case n % 3 when 0 then array['WiFi', 'Parking'] when 1 then array['Showers'] else array['WiFi', 'Lockers', 'Trainer'] end
    from generate_series(${from}::int, ${to}::int) as n`);
}

/** Migrates the throwaway database and loads `count` gyms, through the server's own code. */
export async function seedGyms(databaseUrl: string, sessionSecret: string, count: number, cluster: GymCluster): Promise<void> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'silent', SESSION_SECRET: sessionSecret });
  const server = await startServer(config, false);
  try {
    const owner = await createUser(server.database.db, { role: 'gym_owner' });
    await insertGyms(server.database.db, owner.id, 1, count, cluster);
  } finally {
    await server.close();
  }
}

/**
 * Runs `run` against a fresh database on the PostgreSQL server at `postgresUrl` and drops it
 * afterwards; returns undefined, with a note, when no server answers.
 */
export async function withThrowawayPostgres<T>(run: (databaseUrl: string) => Promise<T>): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${postgresUrl}: skipped (set BENCH_DATABASE_URL)`);
    return undefined;
  }
  const name = `gymslot_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    const databaseUrl = new URL(postgresUrl);
    databaseUrl.pathname = `/${name}`;
    return await run(databaseUrl.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
