import type { LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { istInstant } from '@gymslot/shared/ist-time';
import { messages, type MessageRow } from '../src/db/schema/messages.js';
import { notLetInReports, type NotLetInReportRow } from '../src/db/schema/trust.js';
import { bookings, type BookingRow } from '../src/db/schema/bookings.js';
import { newId } from '../src/lib/ids.js';
import type { AnyBooker } from './booking-helpers.js';
import type { TestApp } from './test-app.js';

// Shared by the 'not let in' tests (API contract §8.10): the calls, and the rows they lead to.

export const ist = (date: string, hour: number, minute = 0, second = 0) => new Date(istInstant(date, hour * 60 + minute).getTime() + second * 1000);

type Headers = { headers: Record<string, string> };

export function reportNotLetIn(t: TestApp, who: Headers, bookingId: string, body: unknown = { reason: 'closed' }): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/not-let-in`, headers: who.headers, payload: body as Record<string, unknown> });
}

export function respondToReport(t: TestApp, who: Headers, reportId: string, body: unknown = { note: 'They came at 7:30, after the slot.' }): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/respond`, headers: who.headers, payload: body as Record<string, unknown> });
}

export function ownerReports(t: TestApp, who: Headers): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: '/api/owner/reports', headers: who.headers });
}

export function adminReports(t: TestApp, who: Headers, query = ''): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/admin/reports${query}`, headers: who.headers });
}

export function decideReport(t: TestApp, who: Headers, reportId: string, body: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/admin/reports/${reportId}/decide`, headers: who.headers, payload: body as Record<string, unknown> });
}

/** Reports a booking and returns the new report's id; fails the test on any refusal. */
export async function reportedId(t: TestApp, who: AnyBooker, bookingId: string, body?: unknown): Promise<string> {
  const res = await reportNotLetIn(t, who, bookingId, body);
  if (res.statusCode !== 201) throw new Error(`report refused: ${res.statusCode} ${res.body}`);
  return res.json<{ report: { _id: string } }>().report._id;
}

export async function reportRow(t: TestApp, reportId: string): Promise<NotLetInReportRow | undefined> {
  const [row] = await t.database.db.select().from(notLetInReports).where(eq(notLetInReports.id, reportId));
  return row;
}

export async function bookingRow(t: TestApp, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

/** Every message queued to these addresses so far, with its content. */
export async function queuedTo(t: TestApp, ...recipients: string[]): Promise<MessageRow[]> {
  return t.database.db.select().from(messages).where(inArray(messages.recipient, recipients));
}

/** A report decided against `userId` some days ago, straight in the database (a repeat reporter's past). */
export async function pastRejectedReport(t: TestApp, booking: BookingRow, decidedAt: Date): Promise<void> {
  await t.database.db.insert(notLetInReports).values({
    id: newId(),
    bookingId: booking.id,
    userId: booking.userId,
    gymId: booking.gymId,
    reason: 'refused',
    status: 'rejected',
    respondBy: decidedAt,
    decidedAt,
    decisionNote: 'The gym showed the door camera.',
    closedAt: decidedAt,
    createdAt: decidedAt,
    updatedAt: decidedAt,
  });
}
