import { addDays } from '@gymslot/shared/ist-time';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookAndPay,
  bookableGym,
  cancel,
  initiate,
  MONDAY,
  MONDAY_10_IST,
  quickBooker,
  sandboxPay,
  setClock,
  type InitiateBody,
} from '../../../test/booking-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { sweepExpiredHolds } from '../bookings/booking-maintenance.js';
import { createAppMetrics } from './app-metrics.js';

const TUESDAY = addDays(MONDAY, 1);
const outsider = '203.0.113.7';

let gym: GymRow;
const t = useTestApp();
beforeAll(async () => {
  ({ gym } = await bookableGym(t.database.db, { capacity: 5 }));
});
beforeEach(() => setClock(t, MONDAY_10_IST));

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of an unlabelled series (a counter) in the exposition text. */
function valueOf(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

describe('GET /api/metrics: who may read it', () => {
  it('answers a scraper on this machine in the Prometheus text format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    const ipv6 = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });

  it('refuses another address, and a local one that came through a proxy', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: outsider });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('gymslot_');
    const proxied = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { 'x-forwarded-for': outsider } });
    expect(proxied.statusCode).toBe(403);
  });

  it('lets a signed-in admin read it from anywhere, but not another role', async () => {
    const admin = await quickBooker(t, { role: 'admin' });
    const user = await quickBooker(t);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: outsider, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    const asUser = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: outsider, headers: user.headers });
    expect(asUser.statusCode).toBe(403);
  });
});

describe('request latency histogram', () => {
  it('labels each series with the route pattern, never the URL it was called with', async () => {
    const id = 'abcdefabcdefabcdefabcdef';
    await t.app.inject({ method: 'GET', url: `/api/gyms/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/secret-token-123' });
    const text = await scrape();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/gyms\/:id",status_code="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="not_found",status_code="404"\} \d+/);
    expect(text).not.toContain(id);
    expect(text).not.toContain('secret-token-123');
  });
});

describe('booking counters', () => {
  it('count holds, confirmations, failed payments (which keep their hold) and refunds', async () => {
    const before = await scrape();
    const booker = await quickBooker(t);
    const { bookingId } = await bookAndPay(t, booker, { gymId: gym.id, date: TUESDAY, timeSlot: '06:00 PM' });

    const started = await initiate(t, booker, { gymId: gym.id, bookingDate: TUESDAY, timeSlot: '07:00 PM' });
    const failed = await sandboxPay(t, booker, started.json<InitiateBody>().bookingId, 'failure');
    expect(failed.json<{ outcome: string }>().outcome).toBe('failure');
    expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);

    const after = await scrape();
    const moved = (name: string) => valueOf(after, name) - valueOf(before, name);
    expect(moved('gymslot_bookings_held_total')).toBe(2);
    expect(moved('gymslot_bookings_confirmed_total')).toBe(1);
    expect(moved('gymslot_payment_failures_total')).toBe(1);
    expect(moved('gymslot_bookings_expired_total')).toBe(0);
    expect(moved('gymslot_bookings_refunded_total')).toBe(1);
  });

  it('add every hold the sweep expires', async () => {
    for (const timeSlot of ['08:00 PM', '09:00 PM']) {
      expect((await initiate(t, await quickBooker(t), { gymId: gym.id, bookingDate: TUESDAY, timeSlot })).statusCode).toBe(200);
    }
    t.clock.advance(16 * 60_000);
    const metrics = createAppMetrics();
    const expired = await sweepExpiredHolds({ database: t.database, clock: t.clock, metrics });
    expect(expired).toBeGreaterThanOrEqual(2);
    expect(valueOf(await metrics.registry.metrics(), 'gymslot_bookings_expired_total')).toBe(expired);
  });
});
