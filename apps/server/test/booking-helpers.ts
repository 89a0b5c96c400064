import type { LightMyRequestResponse } from 'fastify';
import { daysOfWeek } from '@gymslot/shared/ist-time';
import type { Executor } from '../src/db/client.js';
import { dateAvailability, recurringAvailability } from '../src/db/schema/availability.js';
import type { GymRow } from '../src/db/schema/gyms.js';
import type { UserRow } from '../src/db/schema/users.js';
import { createGym, createUser, type NewGymRow } from '../src/db/factories.js';
import { newId } from '../src/lib/ids.js';
import { createSessionService } from '../src/modules/auth/sessions.service.js';
import type { SlotRef } from '../src/modules/bookings/bookings.repository.js';
import { cookieHeader } from './auth-helpers.js';
import type { TestApp } from './test-app.js';

// 2030-06-10 is a Monday. 04:30 UTC is 10:00 IST.
export const MONDAY = '2030-06-10';
export const MONDAY_10_IST = new Date(`${MONDAY}T04:30:00Z`);

/** Moves the test clock to an exact instant (the clock itself only knows how to advance). */
export function setClock(t: TestApp, instant: Date): void {
  t.clock.advance(instant.getTime() - t.clock.now().getTime());
}

export interface Booker {
  user: UserRow;
  token: string;
  headers: Record<string, string>;
}

/** A session for an existing account (a gym's owner, say), started straight in the database. */
export async function signedInAs(t: TestApp, user: UserRow): Promise<Booker> {
  // Sessions are checked against the test clock, which may sit years ahead of the real one.
  const { token } = await createSessionService(t.database.db, t.clock).start(user.id);
  return { user, token, headers: { ...cookieHeader(token), origin: t.config.publicOrigin } };
}

/** A signed-in 'user' made straight in the database: no register, mail or argon2 round trip. */
export async function quickBooker(t: TestApp, overrides: Partial<UserRow> = {}): Promise<Booker> {
  return signedInAs(t, await createUser(t.database.db, { name: 'Asha Rao', ...overrides }));
}

/** A gym open every day of the week from 06:00 AM to 11:00 PM, with an owner of its own. */
export async function bookableGym(db: Executor, overrides: Partial<NewGymRow> = {}): Promise<{ gym: GymRow; owner: UserRow }> {
  const owner = await createUser(db, { role: 'gym_owner', name: 'Owner Person' });
  const gym = await createGym(db, { ownerId: owner.id, name: 'Iron Temple', pricePerHourPaise: 19_900, capacity: 5, ...overrides });
  await db.insert(recurringAvailability).values(
    daysOfWeek.map((dayOfWeek) => ({ id: newId(), gymId: gym.id, dayOfWeek, startTime: '06:00 AM', endTime: '11:00 PM' })),
  );
  return { gym, owner };
}

export async function addDateSlots(db: Executor, gymId: string, date: string, availableSlots: string[]): Promise<void> {
  await db.insert(dateAvailability).values({ id: newId(), gymId, date, availableSlots });
}

export function initiate(t: TestApp, booker: Booker, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/bookings/initiate', headers: booker.headers, payload: body });
}

export function confirm(t: TestApp, booker: Booker, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/bookings/confirm', headers: booker.headers, payload: body });
}

export function sandboxPay(t: TestApp, booker: Booker, bookingId: string, outcome: 'success' | 'failure'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: booker.headers, payload: { bookingId, outcome } });
}

/** Holds, pays in the sandbox and confirms one slot, as the booking screens do; throws on any refusal. */
export async function bookAndPay(t: TestApp, booker: Booker, slot: SlotRef): Promise<{ bookingId: string; otp: number }> {
  const started = await initiate(t, booker, { gymId: slot.gymId, bookingDate: slot.date, timeSlot: slot.timeSlot });
  if (started.statusCode !== 200) throw new Error(`initiate failed: ${started.body}`);
  const { bookingId } = started.json<InitiateBody>();
  const { payment } = (await sandboxPay(t, booker, bookingId, 'success')).json<{ payment: Record<string, string> }>();
  const confirmed = await confirm(t, booker, { ...payment, bookingId });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  const { otp } = confirmed.json<{ booking: { otp: number } }>().booking;
  return { bookingId, otp };
}

export function cancel(t: TestApp, booker: Booker, bookingId: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}`, headers: booker.headers });
}

export function myBookings(t: TestApp, booker: Booker): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: '/api/bookings/my-bookings', headers: booker.headers });
}

export function postWebhook(t: TestApp, webhook: { payload: string; headers: Record<string, string> }): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: webhook.headers, payload: webhook.payload });
}

export interface InitiateBody {
  success: boolean;
  bookingId: string;
  order: { id: string; amount: number; currency: string };
  keyId: string;
  holdExpiresAt: string;
  checkout: Record<string, unknown>;
}
