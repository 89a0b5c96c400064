// Issue 25 (API contract §8.8): what the durable outbox costs and what it delivers, on PostgreSQL.
// - B2 (confirm a paid booking) while the mail server accepts connections and never answers, beside
//   B2 with the mail server up, in the same run: before the outbox B2 waited ~30 s for the mail.
// - Messages a minute one process's delivery loop hands to an SMTP server on this machine.
// - The outbox's cost per booking: one row, its size until sent, and the time of its INSERT.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { rowsOf } from '../apps/server/src/db/rows.js';
import { startServer, type RunningServer } from '../apps/server/src/start-server.js';
import { createGym, createUser } from '../apps/server/src/db/factories.js';
import { recurringAvailability } from '../apps/server/src/db/schema/availability.js';
import { daysOfWeek } from '@gymslot/shared/ist-time';
import { newId } from '../apps/server/src/lib/ids.js';
import { SESSION_COOKIE } from '../apps/server/src/modules/auth/authentication.js';
import { createSessionService } from '../apps/server/src/modules/auth/sessions.service.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { startFakeSmtp } from '../apps/server/test/fake-smtp.js';
import { daysFromToday } from '../apps/server/test/process-fixtures.js';
import { withThrowawayPostgres } from './bench-gyms.js';
import { machineLine, writeSection } from './benchmarks-doc.mjs';

const CONFIRMS = 20;
const DELIVERED = 1_000;
const PORT = 3197;
const SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0025';

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Booker {
  cookie: string;
}

async function until(condition: () => Promise<boolean> | boolean, what: string, limitMs = 300_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function measure(databaseUrl: string) {
  const smtp = await startFakeSmtp();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gymslot-bench-outbox-'));
  const origin = `http://127.0.0.1:${PORT}`;
  const config = loadConfig({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    SEED_DEMO: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: 'silent',
  });
  let server: RunningServer | undefined;
  try {
    server = await startServer(config, false);
    await server.app.listen({ port: PORT, host: '127.0.0.1' });
    const { db } = server.database;
    const owner = await createUser(db, { role: 'gym_owner' });
    const gym = await createGym(db, { ownerId: owner.id, capacity: 200 });
    await db.insert(recurringAvailability).values(
      daysOfWeek.map((dayOfWeek) => ({ id: newId(), gymId: gym.id, dayOfWeek, startTime: '06:00 AM', endTime: '10:00 PM' })),
    );
    const sessions = createSessionService(db, systemClock);
    const bookers: Booker[] = [];
    for (let i = 0; i < 2 * CONFIRMS; i += 1) {
      const user = await createUser(db);
      bookers.push({ cookie: `${SESSION_COOKIE}=${(await sessions.start(user.id)).token}` });
    }
    const post = async (booker: Booker, url: string, body: unknown) => {
      const res = await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { cookie: booker.cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    /** Hold, pay in the sandbox, then time the confirm call (B2) alone. */
    const timedConfirm = async (booker: Booker, days: number): Promise<number> => {
      const held = await post(booker, '/api/bookings/initiate', { gymId: gym.id, bookingDate: daysFromToday(days), timeSlot: '07:00 AM' });
      if (held.status !== 200) throw new Error(`hold answered ${held.status}`);
      const bookingId = String(held.body.bookingId);
      const paid = await post(booker, '/api/payments/sandbox/pay', { bookingId, outcome: 'success' });
      const started = performance.now();
      const confirmed = await post(booker, '/api/bookings/confirm', { ...(paid.body.payment as object), bookingId });
      const ms = performance.now() - started;
      if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
      return ms;
    };

    const upTimes: number[] = [];
    for (let i = 0; i < CONFIRMS; i += 1) upTimes.push(await timedConfirm(bookers[i] as Booker, 2 + (i % 5)));
    smtp.setMode('hang');
    const hangingTimes: number[] = [];
    for (let i = 0; i < CONFIRMS; i += 1) hangingTimes.push(await timedConfirm(bookers[CONFIRMS + i] as Booker, 2 + (i % 5)));
    smtp.setMode('up');

    // The outbox's cost per booking: one row per confirmation, the composed mail kept until sent.
    const [size] = rowsOf<{ bytes: number }>(
      await db.execute(sql`select coalesce(avg(pg_column_size(payload)), 0)::int as bytes from messages where kind = 'booking_confirmed' and payload is not null`),
    );
    const insertTimes: number[] = [];
    const mail = { to: 'bench@example.com', subject: 'Bench', text: 'x'.repeat(1500), html: `<p>${'x'.repeat(1500)}</p>` };

    // Messages a minute: a backlog of DELIVERED mails, drained by this process's delivery loop.
    await until(async () => {
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from messages where status <> 'sent'`));
      return (row?.n ?? 1) === 0;
    }, 'the confirmations sent after the hang');
    const before = smtp.received.length;
    const started = performance.now();
    for (let i = 0; i < DELIVERED; i += 1) {
      const t0 = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into messages (id, channel, kind, recipient, payload, status, next_attempt_at, retry_until, created_at)
          values (${newId()}, 'email', 'bench', ${mail.to}, ${JSON.stringify({ mail })}::jsonb, 'queued', now(), now() + interval '1 day', now())`);
      });
      insertTimes.push(performance.now() - t0);
    }
    await until(() => smtp.received.length - before >= DELIVERED, 'the backlog to be delivered');
    const perMinute = (DELIVERED / (performance.now() - started)) * 60_000;
    return {
      upP50: median(upTimes),
      hangingP50: median(hangingTimes),
      hangingMax: Math.max(...hangingTimes),
      perMinute,
      payloadBytes: size?.bytes ?? 0,
      insertP50: median(insertTimes),
      loadAverage: os.loadavg()[0] ?? 0,
    };
  } finally {
    await server?.close();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const figures = await withThrowawayPostgres(measure);
if (figures) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [
    `Machine: ${machineLine()}; load average ${figures.loadAverage.toFixed(1)} while measuring. PostgreSQL, one built-in server process, an SMTP server on this machine.`,
    '',
    '| what | figure | before the outbox |',
    '|---|---|---|',
    `| B2 (confirm) p50, mail server up | ${ms(figures.upP50)} | |`,
    `| B2 p50, mail server accepting and never answering | ${ms(figures.hangingP50)} (×${(figures.hangingP50 / figures.upP50).toFixed(2)} of up); slowest ${ms(figures.hangingMax)} | ~30 s |`,
    `| mails a minute one process delivers (backlog of ${DELIVERED}) | ${Math.round(figures.perMinute).toLocaleString('en')} | sent inline, one per request |`,
    `| outbox cost per booking | one row; the confirmation mail (with its .ics) kept in ${figures.payloadBytes.toLocaleString('en')} B as stored (compressed) until sent, then dropped; its INSERT in a transaction p50 ${ms(figures.insertP50)} (×${(figures.insertP50 / figures.upP50).toFixed(2)} of a whole B2) | |`,
  ];
  console.log(lines.join('\n'));
  writeSection('Message outbox (issue 25)', lines.join('\n'));
}
