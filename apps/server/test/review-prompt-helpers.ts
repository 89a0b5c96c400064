import { istInstant } from '@gymslot/shared/ist-time';
import type { BookingRow, NewBookingRow } from '../src/db/schema/bookings.js';
import type { GymRow } from '../src/db/schema/gyms.js';
import type { UserRow } from '../src/db/schema/users.js';
import { createUser } from '../src/db/factories.js';
import type { MailUser } from '../src/modules/auth/users.repository.js';
import { insertBookingRow } from './booking-rows.js';
import type { TestApp } from './test-app.js';

/** An IST wall-clock time ('HH:MM', 24-hour) on an IST date, as an instant. */
export function at(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return istInstant(date, hours * 60 + minutes);
}

export function newPerson(t: TestApp, name = 'Asha Rao'): Promise<MailUser> {
  return createUser(t.database.db, { name });
}

/** A paid booking of `user`, checked in at the door unless the overrides say otherwise. */
export function visitOf(t: TestApp, gym: GymRow, user: UserRow, date: string, timeSlot: string, overrides: Partial<NewBookingRow> = {}): Promise<BookingRow> {
  return insertBookingRow(t.database.db, gym, user.id, { status: 'confirmed', date, timeSlot, isVerified: true, verifiedAt: new Date(), ...overrides });
}

const PROMPT_SUBJECT = 'subject: how was your workout at';

/** The 'Rate your visit' mails delivered to `user` so far, as raw .eml text. */
export async function promptsTo(t: TestApp, user: MailUser): Promise<string[]> {
  const to = `to: ${user.email.toLowerCase()}`;
  return (await t.outbox()).filter((eml) => {
    const lines = eml.split(/\r?\n/).map((line) => line.toLowerCase());
    return lines.includes(to) && lines.some((line) => line.startsWith(PROMPT_SUBJECT));
  });
}
