// Booking contention: 500 people ask for the same slot (capacity 20) at the same moment, through two
// built server processes sharing one PostgreSQL database. Exactly 20 holds must be granted, nobody
// may see a 5xx, and the burst should be answered within 3 s.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { machineLine, writeSection } from './benchmarks-doc.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ports = [3191, 3192];
const PEOPLE = 500;
const CAPACITY = 20;
const TARGET_MS = 3_000;
const SLOT = '07:00 PM';

const databaseName = `gymslot_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const dataDir = mkdtempSync(path.join(tmpdir(), 'gymslot-bench-contention-'));
const id = () => randomBytes(12).toString('hex');

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startServer(port) {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dataDir, String(port)),
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0001',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(port) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`http://localhost:${port}/api/ready`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server on port ${port} did not become ready within 30 s`);
}

/** Tomorrow's date in IST (UTC+05:30), so the 07:00 PM slot is always ahead. */
function tomorrowIst() {
  const ist = new Date(Date.now() + 330 * 60_000 + 86_400_000);
  return ist.toISOString().slice(0, 10);
}

/** A gym with capacity 20 open every day, and 500 users each with a session token. */
async function prepare(db) {
  const ownerId = id();
  const gymId = id();
  await db.query(`insert into users (id, name, email, role, email_verified_at) values ($1, 'Bench Owner', $2, 'gym_owner', now())`, [
    ownerId,
    `owner-${ownerId}@bench.test`,
  ]);
  await db.query(
    `insert into gyms (id, owner_id, name, address, city, state, pincode, latitude, longitude, price_per_hour_paise, capacity,
       contact_number, email, owner_phone_number)
     values ($1, $2, 'Bench Gym', '1 Bench Road', 'Pune', 'Maharashtra', '411001', 18.52, 73.85, 19900, $3, '9800000000', 'gym@bench.test', '9800000001')`,
    [gymId, ownerId, CAPACITY],
  );
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  await db.query(
    `insert into recurring_availability (id, gym_id, day_of_week, start_time, end_time)
     select md5(random()::text || d)::varchar(24), $1, d, '06:00 AM', '11:00 PM' from unnest($2::text[]) as d`,
    [gymId, days],
  );
  const userIds = Array.from({ length: PEOPLE }, id);
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  const sessionIds = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await db.query(
    `insert into users (id, name, email, role, email_verified_at)
     select u, 'Bench User', 'user-' || u || '@bench.test', 'user', now() from unnest($1::text[]) as u`,
    [userIds],
  );
  await db.query(
    `insert into sessions (id, user_id, expires_at)
     select s, u, now() + interval '1 day' from unnest($1::text[], $2::text[]) as t(s, u)`,
    [sessionIds, userIds],
  );
  return { gymId, tokens };
}

const servers = [];
let exitCode = 1;
try {
  await adminQuery(`create database ${databaseName}`);
  for (const port of ports) servers.push(startServer(port));
  await Promise.all(ports.map(waitReady));

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { gymId, tokens } = await prepare(db);
  const body = JSON.stringify({ gymId, bookingDate: tomorrowIst(), timeSlot: SLOT });

  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map((token, i) => {
      const port = ports[i % ports.length];
      return fetch(`http://localhost:${port}/api/bookings/initiate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `gymslot_session=${token}`, origin: `http://localhost:${port}` },
        body,
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
    }),
  );
  const elapsedMs = performance.now() - started;

  const held = await db.query(`select count(*)::int as n from bookings where gym_id = $1 and status = 'held'`, [gymId]);
  await db.end();
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  const granted = counts[200] ?? 0;
  const serverErrors = statuses.filter((status) => status === 0 || status >= 500).length;
  const statusText = Object.entries(counts)
    .map(([status, n]) => `${status === '0' ? 'no answer' : status} × ${n}`)
    .join(', ');

  const lines = [
    `Machine: ${machineLine()}`,
    '',
    `${PEOPLE} \`POST /api/bookings/initiate\` for one slot (capacity ${CAPACITY}) sent at once, split evenly over two built`,
    'server processes (`node apps/server/dist/main.js`, 10 pooled connections each) on one PostgreSQL database.',
    'Each request carries its own session; the sandbox payment provider creates the orders.',
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| holds granted (200) | ${granted} | exactly ${CAPACITY} |`,
    `| holds in the database | ${held.rows[0].n} | exactly ${CAPACITY} |`,
    `| replies by status | ${statusText} | no 5xx |`,
    `| time for all ${PEOPLE} replies | ${(elapsedMs / 1000).toFixed(2)} s | under ${TARGET_MS / 1000} s |`,
  ];
  console.log(lines.join('\n'));
  writeSection('Booking contention', lines.join('\n'));
  const correct = granted === CAPACITY && held.rows[0].n === CAPACITY && serverErrors === 0;
  exitCode = correct && elapsedMs < TARGET_MS ? 0 : 1;
} finally {
  for (const server of servers) {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  }
  await adminQuery(`drop database if exists ${databaseName} with (force)`).catch((error) => console.error(error));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
