import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MONDAY_10_IST, setClock } from '../../../../test/booking-helpers.js';
import { insertBookingRow } from '../../../../test/booking-rows.js';
import { castOf, expectPermissionMatrix, type Cast, type SignedIn } from '../../../../test/owner-helpers.js';
import { useTestApp } from '../../../../test/test-app.js';
import type { BookingRow } from '../../../db/schema/bookings.js';
import type { GymRow } from '../../../db/schema/gyms.js';
import { createGym, createUser } from '../../../db/factories.js';

// §8.7 GET /api/bookings/all-bookings.csv (decision 043).

let cast: Cast;
let trickyGym: GymRow;
let otherGym: GymRow;
let tricky: BookingRow;
let plain: BookingRow;
const DATE = '2030-05-10';

const t = useTestApp();
beforeAll(async () => {
  // Dates are taken up to two years after today (issue 26), so today is in 2030 like the bookings.
  setClock(t, MONDAY_10_IST);
  cast = await castOf(t);
  const db = t.database.db;
  trickyGym = await createGym(db, { ownerId: cast.owner.account.id, name: '=HYPERLINK("http://evil","Gold, Gym")' });
  otherGym = await createGym(db, { ownerId: cast.otherOwner.account.id, name: 'Elsewhere Fitness' });
  const trickyUser = await createUser(db, { name: '+91 "Raj" Kumar', email: `raj-${Date.now()}@example.com` });
  tricky = await insertBookingRow(db, trickyGym, trickyUser.id, { status: 'confirmed', date: DATE, timeSlot: '06:00 AM', createdAt: new Date(Date.UTC(2030, 4, 1, 1)) });
  plain = await insertBookingRow(db, trickyGym, cast.user.account.id, { status: 'confirmed', date: '2030-05-11', timeSlot: '07:00 AM', createdAt: new Date(Date.UTC(2030, 4, 1, 2)), isVerified: true, verifiedAt: new Date(Date.UTC(2030, 4, 11, 1, 40)) });
  await insertBookingRow(db, otherGym, cast.user.account.id, { status: 'confirmed', date: DATE, timeSlot: '06:00 AM', createdAt: new Date(Date.UTC(2030, 4, 1, 3)) });
});

const csv = (query: string, who: SignedIn) => t.app.inject({ method: 'GET', url: `/api/bookings/all-bookings.csv${query}`, headers: who.headers });

/** The file's records, split by RFC 4180's rules (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += char;
    }
  }
  return records;
}

describe('GET /api/bookings/all-bookings.csv', () => {
  it("is a UTF-8 CSV attachment of the owner's bookings with a header row, one booking a line, and no OTP", async () => {
    const res = await csv('', cast.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gymslot-bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['Booking ID', 'Gym', 'City', 'Date', 'Time slot', 'Customer', 'Customer email', 'Amount (INR)', 'Status', 'Checked in at', 'Booked at']);
    expect(lines.map((line) => line[0])).toEqual([plain.id, tricky.id]);
    expect(lines[0]).toEqual([plain.id, trickyGym.name.replace(/^/, "'"), 'Pune', '2030-05-11', '07:00 AM', cast.user.account.name, cast.user.account.email, '199.00', 'verified', '2030-05-11T07:10:00+05:30', '2030-05-01T07:30:00+05:30']);
    for (const otp of [tricky.otp, plain.otp]) expect(res.body).not.toContain(String(otp));
  });

  it('neutralises cells a spreadsheet would run as formulas and quotes as RFC 4180 says', async () => {
    const res = await csv(`?date=${DATE}`, cast.owner);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"",""Gold, Gym"")"`);
    expect(res.body).toContain(`"'+91 ""Raj"" Kumar"`);
    expect(parseCsv(res.body.slice(1)).map((line) => line[0])).toEqual(['Booking ID', tricky.id]);
  });

  it('takes the same filters, and gives admins every gym', async () => {
    expect(parseCsv((await csv(`?status=verified`, cast.owner)).body.slice(1))).toHaveLength(2);
    const all = parseCsv((await csv(`?date=${DATE}`, cast.admin)).body.slice(1));
    expect(all.map((line) => line[2])).toEqual(['City', 'Pune', 'Pune']);
    expect(all).toHaveLength(3);
    expect((await csv(`?gymId=${otherGym.id}`, cast.owner)).statusCode).toBe(403);
  });

  it('streams an export longer than one batch without a gap or a repeat', async () => {
    const busy = await createGym(t.database.db, { ownerId: cast.otherOwner.account.id, name: 'Busy Bees' });
    // 1,234 paid visits in one statement, one a day so no two share a slot (checked in, so their codes need not be unique).
    await t.database.db.execute(sql`
      insert into bookings (id, user_id, gym_id, gym_owner_id, date, time_slot, starts_at, amount_paise, status, is_verified, payment_id, otp, paid_at, created_at)
      select 'c' || lpad(to_hex(n), 23, '0'), ${cast.user.account.id}, ${busy.id}, ${busy.ownerId}, date '2031-01-01' + n, '06:00 AM',
             timestamptz '2031-01-01 00:30+00' + n * interval '1 day', 19900, 'confirmed', true, 'pay_bulk_' || n, 100000 + n,
             timestamptz '2030-01-01 00:00+00', timestamptz '2030-01-01 00:00+00' + (n % 7) * interval '1 second'
      from generate_series(1, 1234) as n`);
    const res = await csv(`?gymId=${busy.id}`, cast.otherOwner);
    expect(res.statusCode).toBe(200);
    const ids = parseCsv(res.body.slice(1)).slice(1).map((line) => line[0]);
    expect(ids).toHaveLength(1234);
    expect(new Set(ids).size).toBe(1234);
  });

  it('is for gym owners and admins', async () => {
    await expectPermissionMatrix(t, cast, (headers) => t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings.csv', headers }), {
      loggedOut: 401,
      user: 403,
      owner: 200,
      otherOwner: 200,
      admin: 200,
    });
  });

  it('writes the check-in and booking times in IST with the offset, like the slot beside them, across midnight too', async () => {
    const late = await insertBookingRow(t.database.db, trickyGym, cast.user.account.id, {
      status: 'confirmed', date: '2030-05-12', timeSlot: '05:00 AM', createdAt: new Date(Date.UTC(2030, 4, 11, 18, 45)), isVerified: true, verifiedAt: new Date(Date.UTC(2030, 4, 11, 23, 35)),
    });
    const res = await csv('?date=2030-05-12', cast.owner);
    const line = parseCsv(res.body.slice(1)).find((cells) => cells[0] === late.id);
    expect(line?.slice(3, 5)).toEqual(['2030-05-12', '05:00 AM']);
    expect(line?.slice(-2)).toEqual(['2030-05-12T05:05:00+05:30', '2030-05-12T00:15:00+05:30']);
  });
});
