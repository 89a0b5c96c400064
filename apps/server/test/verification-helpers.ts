import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { bookableGym, signedInAs, type Booker } from './booking-helpers.js';
import type { GymRow } from '../src/db/schema/gyms.js';
import type { TestApp } from './test-app.js';

export function verifyOtp(t: TestApp, who: Booker, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/bookings/verify-booking-otp', headers: who.headers, payload: body });
}

/** A bookable gym with an owner of its own, signed in: every test its own, so rate limits stay apart. */
export async function ownerWithGym(t: TestApp): Promise<{ gym: GymRow; owner: Booker }> {
  const { gym, owner } = await bookableGym(t.database.db);
  return { gym, owner: await signedInAs(t, owner) };
}

/** The error envelope of a refused call: the screens read `error`, so both keys carry the text. */
export function expectRefusal(res: LightMyRequestResponse, status: number, message: string | RegExp): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ success: boolean; message: string; error: string }>();
  expect(body.success).toBe(false);
  expect(body.error).toMatch(message);
  expect(body.message).toBe(body.error);
}

/** The owner's B5 entry for one booking. */
export async function ownerListEntry(t: TestApp, owner: Booker, bookingId: string): Promise<Booking | undefined> {
  const res = await t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings', headers: owner.headers });
  return res.json<{ bookings: Booking[] }>().bookings.find((booking) => booking._id === bookingId);
}
