import type { LightMyRequestResponse } from 'fastify';
import type { WaitlistEntry } from '@gymslot/shared/waitlist-schemas';
import type { AnyBooker, Booker } from './booking-helpers.js';
import type { TestApp } from './test-app.js';
import type { SlotRef } from '../src/modules/bookings/holding/offer-holds.service.js';

export function joinWaitlist(t: TestApp, booker: AnyBooker, slot: SlotRef): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings/waitlist',
    headers: booker.headers,
    payload: { gymId: slot.gymId, bookingDate: slot.date, timeSlot: slot.timeSlot },
  });
}

export async function waitlistOf(t: TestApp, booker: AnyBooker): Promise<WaitlistEntry[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/bookings/waitlist', headers: booker.headers });
  if (response.statusCode !== 200) throw new Error(`waitlist list failed: ${response.body}`);
  return response.json<{ entries: WaitlistEntry[] }>().entries;
}

export function leaveWaitlist(t: TestApp, booker: AnyBooker, entryId: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'DELETE', url: `/api/bookings/waitlist/${entryId}`, headers: booker.headers });
}

/** Subjects of the waitlist offers mailed to the person so far. */
export async function offerMailsTo(t: TestApp, booker: Booker): Promise<string[]> {
  const to = `to: ${booker.user.email.toLowerCase()}`;
  return (await t.outbox()).filter((eml) => {
    const lines = eml.split(/\r?\n/).map((line) => line.toLowerCase());
    return lines.includes(to) && lines.some((line) => line.startsWith('subject: a place is free:'));
  });
}
