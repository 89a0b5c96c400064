import type { LightMyRequestResponse } from 'fastify';
import { daysOfWeek } from '@gymslot/shared/ist-time';
import type { Executor } from '../src/db/client.js';
import { dateAvailability, recurringAvailability } from '../src/db/schema/availability.js';
import type { GymRow } from '../src/db/schema/gyms.js';
import { messagePreferences } from '../src/db/schema/preferences.js';
import { users, type UserRow } from '../src/db/schema/users.js';
import { createGym, createUser, type NewGymRow } from '../src/db/factories.js';
import { newId } from '../src/lib/ids.js';
import { createSessionService } from '../src/modules/auth/sessions.service.js';
import type { MailUser } from '../src/modules/auth/users.repository.js';
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

/** A signed-in person: by default one with an e-mail address, as every account but a phone-only one (§8.9) has. */
export interface Booker<User extends UserRow = MailUser> {
  user: User;
  token: string;
  headers: Record<string, string>;
}

/** Any signed-in person, with or without an e-mail address. */
export type AnyBooker = Booker<UserRow>;

/** A session for an existing account (a gym's owner, say), started straight in the database. */
export async function signedInAs<User extends UserRow>(t: TestApp, user: User): Promise<Booker<User>> {
  // Sessions are checked against the test clock, which may sit years ahead of the real one.
  const { token } = await createSessionService(t.database.db, t.clock).start(user.id);
  return { user, token, headers: { ...cookieHeader(token), origin: t.config.publicOrigin } };
}

/** A signed-in 'user' made straight in the database: no register, mail or argon2 round trip. */
export async function quickBooker(t: TestApp, overrides: Partial<UserRow> & { email?: string } = {}): Promise<Booker> {
  return signedInAs(t, await createUser(t.database.db, { name: 'Asha Rao', ...overrides }));
}

/**
 * A signed-in 'user' made with a mobile number only (§8.9): no e-mail address, `phone` in E.164.
 * Its message preferences are the defaults unless `channels` sets them (with a row, as a change would).
 */
export async function phoneOnlyBooker(
  t: TestApp,
  phone: string,
  channels?: { email: boolean; whatsapp: boolean; sms: boolean },
  name = 'Asha Rao',
): Promise<AnyBooker> {
  const [user] = await t.database.db.insert(users).values({ id: newId(), name, email: null, phone, role: 'user' }).returning();
  if (!user) throw new Error('The phone-only account was not stored');
  if (channels) await setChannels(t.database.db, user.id, channels);
  return signedInAs(t, user);
}

/** The person's message channels (§8.9), written straight in the database. */
export async function setChannels(db: Executor, userId: string, channels: { email: boolean; whatsapp: boolean; sms: boolean }): Promise<void> {
  await db
    .insert(messagePreferences)
    .values({ userId, ...channels, updatedAt: new Date() })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: channels });
}

/** A gym open every day of the week from 06:00 AM to 11:00 PM, with an owner of its own. */
export async function bookableGym(db: Executor, overrides: Partial<NewGymRow> = {}): Promise<{ gym: GymRow; owner: MailUser }> {
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

export function initiate(t: TestApp, booker: AnyBooker, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/bookings/initiate', headers: booker.headers, payload: body });
}

export function confirm(t: TestApp, booker: AnyBooker, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/bookings/confirm', headers: booker.headers, payload: body });
}

export function sandboxPay(t: TestApp, booker: AnyBooker, bookingId: string, outcome: 'success' | 'failure'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', headers: booker.headers, payload: { bookingId, outcome } });
}

/** Holds, pays in the sandbox and confirms one slot, as the booking screens do; throws on any refusal. */
export async function bookAndPay(t: TestApp, booker: AnyBooker, slot: SlotRef): Promise<{ bookingId: string; otp: number }> {
  const started = await initiate(t, booker, { gymId: slot.gymId, bookingDate: slot.date, timeSlot: slot.timeSlot });
  if (started.statusCode !== 200) throw new Error(`initiate failed: ${started.body}`);
  const { bookingId } = started.json<InitiateBody>();
  const { payment } = (await sandboxPay(t, booker, bookingId, 'success')).json<{ payment: Record<string, string> }>();
  const confirmed = await confirm(t, booker, { ...payment, bookingId });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  const { otp } = confirmed.json<{ booking: { otp: number } }>().booking;
  return { bookingId, otp };
}

export function cancel(t: TestApp, booker: AnyBooker, bookingId: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'DELETE', url: `/api/bookings/${bookingId}`, headers: booker.headers });
}

export function myBookings(t: TestApp, booker: AnyBooker): Promise<LightMyRequestResponse> {
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
