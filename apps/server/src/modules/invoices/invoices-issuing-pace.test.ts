import { addDays } from '@gymslot/shared/ist-time';
import { hourlySlots } from '@gymslot/shared/slot-derivation';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, bookAndPay, cancel, MONDAY, MONDAY_10_IST, quickBooker, setClock, type Booker } from '../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../test/booking-rows.js';
import { composeServices, testAppDeps } from '../../../test/composed-services.js';
import { useTestApp } from '../../../test/test-app.js';
import { createUser } from '../../db/factories.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { invoices } from '../../db/schema/invoices.js';
import { ISSUE_BATCH } from './invoices.service.js';

// Issue 32 item 3: the round issued at most 500 documents a minute, so a busy day fell behind. It
// now issues batch after batch until none is due, each document once across processes.

const t = useTestApp();
const MINUTE = 60_000;
const SLOTS = hourlySlots('06:00 AM', '11:00 PM');
let booker: Booker;

beforeAll(async () => {
  setClock(t, MONDAY_10_IST);
  booker = await quickBooker(t);
});

/**
 * `count` paid bookings over `gyms`, each paid a minute after the one before, written newest first
 * (the numbers must follow the payments, not the rows); their ids in the order they were paid.
 */
async function paidInTurn(gyms: readonly GymRow[], count: number): Promise<string[]> {
  const { db } = t.database;
  const people = await Promise.all(Array.from({ length: Math.ceil(count / SLOTS.length) }, () => createUser(db)));
  const ids: string[] = [];
  for (let turn = count - 1; turn >= 0; turn -= 1) {
    const gym = gyms[turn % gyms.length];
    const person = people[Math.floor(turn / SLOTS.length)];
    const timeSlot = SLOTS[turn % SLOTS.length];
    if (!gym || !person || !timeSlot) throw new Error('no gym, person or slot for this turn');
    const paidAt = new Date(t.clock.now().getTime() - (count - turn) * MINUTE);
    ids[turn] = (await insertBookingRow(db, gym, person.id, { status: 'confirmed', date: addDays(MONDAY, 2), timeSlot, paidAt })).id;
  }
  return ids;
}

/** Each booking's documents of `kind` as sequences, in the bookings' order; [] where none. */
async function sequencesOf(bookingIds: readonly string[], kind: 'invoice' | 'credit_note'): Promise<number[][]> {
  const rows = await t.database.db.select().from(invoices).where(inArray(invoices.bookingId, [...bookingIds]));
  return bookingIds.map((id) => rows.filter((row) => row.bookingId === id && row.kind === kind).map((row) => row.sequence));
}

const issueDue = () => composeServices(testAppDeps(t)).invoices.issueDue(t.clock.now());

describe('the round keeps pace with payments (issue 32)', () => {
  it("issues more than one batch's worth of invoices in one round, numbered in the order they were paid", async () => {
    const { gym } = await bookableGym(t.database.db, { gstin: '29AAPFU0939F1ZV' });
    const paid = await paidInTurn([gym], ISSUE_BATCH + 17);

    expect(await issueDue()).toEqual({ invoicesIssued: ISSUE_BATCH + 17, creditNotesIssued: 0 });
    expect(await sequencesOf(paid, 'invoice')).toEqual(paid.map((_, index) => [index + 1]));
    expect(await issueDue()).toEqual({ invoicesIssued: 0, creditNotesIssued: 0 });
  });

  it('issues each document exactly once when two rounds run at the same time, with no gaps in any series', async () => {
    const gyms = await Promise.all([1, 2, 3].map(async () => (await bookableGym(t.database.db)).gym));
    const paid = await paidInTurn(gyms, 2 * ISSUE_BATCH + 5);
    // Two refunds of the same gym, so credit notes are issued by the rounds too.
    const [first] = gyms;
    if (!first) throw new Error('no gym');
    const refunded: string[] = [];
    for (const timeSlot of ['07:00 AM', '08:00 AM']) {
      const { bookingId } = await bookAndPay(t, booker, { gymId: first.id, date: addDays(MONDAY, 3), timeSlot });
      expect((await cancel(t, booker, bookingId)).statusCode).toBe(200);
      refunded.push(bookingId);
    }

    const rounds = await Promise.all([issueDue(), issueDue()]);
    expect(rounds.reduce((sum, round) => sum + round.invoicesIssued, 0)).toBe(paid.length + refunded.length);
    expect(rounds.reduce((sum, round) => sum + round.creditNotesIssued, 0)).toBe(refunded.length);

    const invoiceSequences = await sequencesOf([...paid, ...refunded], 'invoice');
    expect(invoiceSequences.every((sequences) => sequences.length === 1)).toBe(true);
    // Each gym's invoices run 1, 2, 3 … in the order of its payments (the refunded two were paid last).
    const byGym = gyms.map((gym, gymIndex) => invoiceSequences.filter((_, index) => index >= paid.length ? gymIndex === 0 : index % gyms.length === gymIndex).flat());
    expect(byGym).toEqual(byGym.map((sequences) => sequences.map((_, index) => index + 1)));
    expect(await sequencesOf(refunded, 'credit_note')).toEqual([[1], [2]]);
  });
});
