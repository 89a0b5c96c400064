import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema/bookings.js';
import { payments } from '../../src/db/schema/payments.js';
import { paymentWebhookEvents } from '../../src/db/schema/payments.js';
import { bookableGym } from '../booking-helpers.js';
import { startFakeRazorpay, webhookPayloads, type FakeRazorpay } from '../fake-razorpay.js';
import { PROCESS_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../process-harness.js';
import { daysFromToday, httpBookers, postAs } from '../process-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

// §8.8: an order.paid webhook whose handling is cut by the process dying must be handled in full
// when Razorpay delivers it again. The server is killed while it waits for Razorpay to capture the
// authorised payment, the moment the old code had already written the event down as handled.

const enabled = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase;
let fake: FakeRazorpay;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  fake = await startFakeRazorpay();
  server = await startServerProcess({ DATABASE_URL: database.url ?? '', ...fake.env() });
}, PROCESS_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await fake?.close();
  await database?.close();
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function deliver(baseUrl: string, webhook: { payload: string; headers: Record<string, string> }) {
  try {
    const res = await fetch(`${baseUrl}/api/payments/razorpay/webhook`, { method: 'POST', headers: webhook.headers, body: webhook.payload });
    return res.status;
  } catch {
    return 0;
  }
}

describe.skipIf(!enabled)('an order.paid webhook cut by a killed process (PostgreSQL)', () => {
  it('is handled in full when Razorpay delivers it again: the money taken confirms the booking', async () => {
    const running = server as ServerProcess;
    const { gym } = await bookableGym(database.db, { capacity: 2 });
    const [booker] = await httpBookers(database.db, 1, running.baseUrl);
    if (!booker) throw new Error('no booker');
    const held = await postAs(running.baseUrl, booker, '/api/bookings/initiate', { gymId: gym.id, bookingDate: daysFromToday(3), timeSlot: '07:00 AM' });
    expect(held.status).toBe(200);
    const bookingId = String(held.body.bookingId);
    const order = held.body.order as { id: string; amount: number; currency: string };

    const { payment } = fake.pay(order.id, { status: 'authorized' });
    const orderPaid = fake.webhook('order.paid', webhookPayloads.orderPaid(payment, order));
    let releaseCaptures: () => void = () => undefined;
    fake.state.stalledCaptures = new Promise<void>((resolve) => (releaseCaptures = resolve));
    const capturesAsked = () => fake.requests.filter((request) => request.path.endsWith('/capture')).length;

    const firstDelivery = deliver(running.baseUrl, orderPaid);
    await until(() => capturesAsked() === 1, 'the capture call');
    expect(await running.stop('SIGKILL')).toBeNull();
    expect(await firstDelivery).toBe(0);
    fake.state.stalledCaptures = undefined;
    releaseCaptures();

    const [cut] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(cut?.status).toBe('held');
    expect(await database.db.select().from(paymentWebhookEvents)).toHaveLength(0);

    await running.restart();
    expect(await deliver(running.baseUrl, orderPaid)).toBe(200);
    const [confirmed] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentId: payment.id });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([{ status: 'captured' }]);
    // Razorpay's next delivery of the same event is known and changes nothing.
    expect(await deliver(running.baseUrl, orderPaid)).toBe(200);
    expect(await database.db.select().from(paymentWebhookEvents)).toHaveLength(1);
  });
});
