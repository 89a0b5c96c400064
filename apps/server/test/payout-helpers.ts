import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { istInstant } from '@gymslot/shared/ist-time';
import { payouts } from '../src/db/schema/payouts.js';
import type { GymRow } from '../src/db/schema/gyms.js';
import { confirm, initiate, quickBooker, type Booker, type InitiateBody } from './booking-helpers.js';
import { composeServices, testAppDeps, type ComposedDeps } from './composed-services.js';
import type { FakeRazorpay } from './fake-razorpay.js';
import type { TestApp } from './test-app.js';

// Shared by the Route payout tests (§8.7): a booking paid through the fake Razorpay, and the row
// and transfer it leads to.

export const ist = (date: string, hour: number, minute = 0) => istInstant(date, hour * 60 + minute);

export interface PaidBooking {
  booker: Booker;
  bookingId: string;
  orderId: string;
  paymentId: string;
  otp: number;
}

/** A booking held, paid in the fake's Checkout and confirmed by the browser's call, as a person does it. */
export async function paidRouteBooking(t: TestApp, fake: FakeRazorpay, gym: GymRow, date: string, timeSlot: string): Promise<PaidBooking> {
  const booker = await quickBooker(t);
  const started = await initiate(t, booker, { gymId: gym.id, bookingDate: date, timeSlot });
  expect(started.statusCode, started.body).toBe(200);
  const hold = started.json<InitiateBody>();
  const { payment, result } = fake.pay(hold.order.id);
  const confirmed = await confirm(t, booker, { ...result, bookingId: hold.bookingId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { otp } = confirmed.json<{ booking: { otp: number } }>().booking;
  return { booker, bookingId: hold.bookingId, orderId: hold.order.id, paymentId: payment.id, otp };
}

export async function payoutOf(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(payouts).where(eq(payouts.orderId, orderId));
  return row;
}

/** The Route payouts service a process's maintenance round releases through (services.ts), with a quiet logger. */
export function payoutsService(t: TestApp, overrides: Partial<ComposedDeps> = {}) {
  return composeServices(testAppDeps(t, overrides)).payouts;
}
