// B5 at scale (§8.7, decision 043): a throwaway PostgreSQL database with 1,000,000 bookings over
// 1,000 gyms and 60 days (500 gyms of one chain, the rest 5 each of 100 owners), then p50/p99 of an
// owner's `date=` page and of the page after it (`cursor=`). Requests go through the whole Fastify
// app (routing, session, schema, serialisation) with inject, without a socket. Target: p99 under
// 20 ms. Then the owners at scale (owners-scale-figures.ts, decision 071) on the same data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, istDate, istInstant } from '@gymslot/shared/ist-time';
import { loadConfig } from '../apps/server/src/config.js';
import { hashPassword } from '../apps/server/src/modules/auth/password.js';
import { pageKeysQuery } from '../apps/server/src/modules/bookings/owner/booking-pages.repository.js';
import { startServer } from '../apps/server/src/start-server.js';
import { withThrowawayPostgres } from './bench-gyms.js';
import { machineLine, writeSection } from './benchmarks-doc.mjs';
import { measureOwners, ownersSection, type OwnerGet } from './owners-scale-figures.js';

const BOOKINGS = 1_000_000;
const GYMS = 1_000;
/** The chain's owner is owner 0 with gyms 0…499; owners 1…100 have 5 gyms each. */
const CHAIN_GYMS = 500;
const SMALL_OWNERS = 100;
const DAYS = 60;
const CUSTOMERS = 20_011; // prime, so (customer, gym, date, slot) never repeats among a million rows
const REQUESTS = 1_000;
/**
 * The bookings' dates start the day after tomorrow (IST): the API takes dates up to 2 years ahead
 * only, and slots still to come send the maintenance round no reminders or review prompts.
 */
const FIRST_DAY = addDays(istDate(new Date()), 2);
/** Made a minute apart, the last a week before the first date (page cursors must fall in the window too). */
const CREATED_FROM = new Date(istInstant(FIRST_DAY, 0).getTime() - (BOOKINGS + 10_000) * 60_000).toISOString();
const TARGET_P99_MS = 20;
const PASSWORD = 'bench password 1234';

/** The owner number of gym number `gym` (SQL). */
const ownerOfGym = (gym: string) => sql.raw(`case when ${gym} < ${CHAIN_GYMS} then 0 else 1 + (${gym} - ${CHAIN_GYMS}) % ${SMALL_OWNERS} end`);
const gymId = (gym: number) => `b${gym.toString(16).padStart(23, '0')}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function run(databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gymslot-bench-bookings-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_STATEMENT_TIMEOUT_MS: '0', SESSION_SECRET: 'bench-session-secret-that-is-long-enough' });
  const server = await startServer(config, false);
  try {
    const { db } = server.database;
    const passwordHash = await hashPassword(PASSWORD);
    const started = performance.now();
    await db.execute(sql`insert into users (id, name, email, password_hash, role, email_verified_at)
      select 'a' || lpad(to_hex(n), 23, '0'), 'Owner ' || n, 'owner' || n || '@bench.example', ${passwordHash}, 'gym_owner', now() from generate_series(0, ${SMALL_OWNERS}) n`);
    await db.execute(sql`insert into users (id, name, email, role) select 'c' || lpad(to_hex(n), 23, '0'), 'Customer ' || n, 'c' || n || '@bench.example', 'user' from generate_series(0, ${CUSTOMERS - 1}) n`);
    await db.execute(sql`insert into gyms (id, owner_id, name, address, city, state, pincode, latitude, longitude, price_per_hour_paise, capacity, contact_number, email, owner_phone_number)
      select 'b' || lpad(to_hex(n), 23, '0'), 'a' || lpad(to_hex(${ownerOfGym('n')}), 23, '0'), 'Gym ' || n, 'Road ' || n, 'Pune', 'Maharashtra', '411001', 18.5, 73.8, 19900, 50, '9822012345', 'gym' || n || '@bench.example', '9822012345'
      from generate_series(0, ${GYMS - 1}) n`);
    // Every gym open 06:00–22:00 every day, so insights count the places on offer too.
    await db.execute(sql`insert into recurring_availability (id, gym_id, day_of_week, start_time, end_time)
      select 'e' || lpad(to_hex(n * 7 + d), 23, '0'), 'b' || lpad(to_hex(n), 23, '0'),
             (array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])[d + 1], '06:00 AM', '10:00 PM'
      from generate_series(0, ${GYMS - 1}) n, generate_series(0, 6) d`);
    // Each run of 1,000 rows gives every gym one booking on one date (about 17 a gym a day); 30% of
    // them still open (their codes unique per owner), the rest checked in; made a minute apart.
    await db.execute(sql`insert into bookings (id, user_id, gym_id, gym_owner_id, date, time_slot, starts_at, amount_paise, status, is_verified, payment_id, otp, paid_at, created_at)
      select 'd' || lpad(to_hex(n), 23, '0'), 'c' || lpad(to_hex(n % ${CUSTOMERS}), 23, '0'), 'b' || lpad(to_hex(n % ${GYMS}), 23, '0'),
             'a' || lpad(to_hex(${ownerOfGym(`(n % ${GYMS})`)}), 23, '0'), ${FIRST_DAY}::date + (n / ${GYMS}) % ${DAYS},
             to_char(time '06:00' + (n % 16) * interval '1 hour', 'HH12:MI AM'),
             ((${FIRST_DAY}::date + (n / ${GYMS}) % ${DAYS}) + time '06:00' + (n % 16) * interval '1 hour') at time zone 'Asia/Kolkata', 19900, 'confirmed',
             not (n < 800000 and n % 10 < 3), 'pay_' || n, 100000 + n % 800000, ${CREATED_FROM}::timestamptz,
             ${CREATED_FROM}::timestamptz + n * interval '1 minute'
      from generate_series(0, ${BOOKINGS - 1}) n`);
    // As autovacuum leaves a table after a bulk load: statistics, and the visibility map index-only scans need.
    await db.execute(sql`vacuum analyze`);
    const loadSeconds = (performance.now() - started) / 1000;

    const asOwner = async (owner: number): Promise<OwnerGet> => {
      const payload = { email: `owner${owner}@bench.example`, password: PASSWORD };
      const login = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { origin: config.publicOrigin }, payload });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      const headers = { cookie: login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
      return async (url) => {
        const t0 = performance.now();
        const res = await server.app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        return { ms, body: res.body };
      };
    };
    const asOwner7 = await asOwner(7);
    const get = async (url: string) => {
      const { ms, body } = await asOwner7(url);
      return { ms, body: JSON.parse(body) as { count: number; nextCursor: string | null } };
    };

    const firstPage: number[] = [];
    const cursorPage: number[] = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS + 20; i += 1) {
      const date = addDays(FIRST_DAY, i % DAYS);
      const first = await get(`/api/bookings/all-bookings?date=${date}&limit=20`);
      if (!first.body.nextCursor) throw new Error(`no second page on ${date}`);
      const next = await get(`/api/bookings/all-bookings?date=${date}&limit=20&cursor=${first.body.nextCursor}`);
      if (i < 20) continue; // warm-up
      firstPage.push(first.ms);
      cursorPage.push(next.ms);
      rows = first.body.count;
    }
    // The same first page's keys query alone, to tell the database's share from the app's.
    const ownerGymIds = Array.from({ length: (GYMS - CHAIN_GYMS) / SMALL_OWNERS }, (_, i) => gymId(CHAIN_GYMS + 6 + i * SMALL_OWNERS));
    const keysOnly: number[] = [];
    for (let i = 0; i < REQUESTS + 20; i += 1) {
      const date = addDays(FIRST_DAY, i % DAYS);
      const t0 = performance.now();
      await db.execute(pageKeysQuery({ gymIds: ownerGymIds, date, limit: 21 }));
      if (i >= 20) keysOnly.push(performance.now() - t0);
    }
    keysOnly.sort((a, b) => a - b);
    firstPage.sort((a, b) => a - b);
    cursorPage.sort((a, b) => a - b);
    const line = (label: string, times: number[]) =>
      `| ${label} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${percentile(times, 99) < TARGET_P99_MS ? 'yes' : 'no'} |`;
    const body = `
Machine: ${machineLine()}; PostgreSQL at 127.0.0.1 (a throwaway database, dropped afterwards).
${BOOKINGS.toLocaleString('en')} paid bookings over ${GYMS} gyms (${CHAIN_GYMS} of one chain's owner, the rest of ${SMALL_OWNERS} owners with 5 each) and ${DAYS} days, loaded with generate_series and VACUUM ANALYZE in ${loadSeconds.toFixed(0)} s.
One owner's B5 with \`date=\` and \`limit=20\` (${rows} rows a page), and the page after it with \`cursor=\`, ${REQUESTS} times each over the ${DAYS} dates,
through the whole app with \`inject\` (routing, session, schema, serialisation; no socket). Target p99 < ${TARGET_P99_MS} ms.

| request | p50 ms | p99 ms | under target |
|---|---|---|---|
${line('date= first page', firstPage)}
${line('date= + cursor page', cursorPage)}
${line('the first page\'s keys query alone (SQL only)', keysOnly)}
`;
    writeSection('Bookings at scale (B5 filters, 1M bookings)', body);
    console.log(body);

    const month = { from: FIRST_DAY, to: addDays(FIRST_DAY, 29) };
    const csvDays = { from: FIRST_DAY, to: addDays(FIRST_DAY, 4) };
    const owners = await measureOwners(asOwner7, await asOwner(0), month, csvDays);
    const ownersBody = ownersSection(
      owners,
      `Machine: ${machineLine()}; the same ${BOOKINGS.toLocaleString('en')} bookings on PostgreSQL, every gym open 06:00–22:00 daily (about 17 bookings a gym a day).
Insights for a month (${month.from} … ${month.to}) and the CSV of 5 days (${csvDays.from} … ${csvDays.to}), through the whole app with \`inject\`.`,
    );
    writeSection('Owners at scale (issue 32, 1M bookings)', ownersBody);
    console.log(ownersBody);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await withThrowawayPostgres(run);
