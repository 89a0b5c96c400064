import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@gymslot/shared/ist-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDateSlots, bookableGym, bookAndPay, MONDAY, MONDAY_10_IST, quickBooker, setClock, signedInAs, type Booker } from '../../../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../db/factories.js';

// Issue 32: My Bookings and the owner's pages carry their first data in the HTML, as the API gives it to that person.

let distDir: string;
let t: TestApp;
let member: Booker;
let otherMember: Booker;
let owner: Booker;
let otherOwner: Booker;
let staff: Booker;
const gymNames = { mine: 'Owner One Gym', theirs: 'Owner Two Gym' };

const MY_BOOKINGS = '/api/bookings/my-bookings?include=cancelled';
const WAITLIST = '/api/bookings/waitlist';
const MY_GYMS = '/api/gyms/my-gyms';
const REPORTS = '/api/owner/reports';
const TODAY_DESK = '/api/bookings/all-bookings?day=today&limit=100';
const ALL_BOOKINGS = '/api/bookings/all-bookings?limit=50';
const INSIGHTS = `/api/owner/insights?from=${addDays(MONDAY, -29)}&to=${MONDAY}`;

/** The replies the page's HTML carries, as apps/web's lib/boot-replies.ts reads them. */
async function repliesOn(url: string, who?: Booker): Promise<Record<string, { status: number; body: unknown }>> {
  const res = await t.app.inject({ method: 'GET', url, headers: who === undefined ? {} : { cookie: who.headers.cookie ?? '' } });
  expect(res.statusCode).toBe(200);
  const match = /<script type="application\/json" id="boot-replies">([^<]*)<\/script>/.exec(res.body);
  if (match === null) throw new Error('no boot replies in the page');
  return JSON.parse(match[1] ?? '') as Record<string, { status: number; body: unknown }>;
}

/** What the API itself answers that person at `url`. */
const api = async (url: string, who: Booker) => (await t.app.inject({ method: 'GET', url, headers: { cookie: who.headers.cookie ?? '' } })).json();

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp({}, { webDistDir: distDir });
  setClock(t, MONDAY_10_IST);
  const mine = await bookableGym(t.database.db, { name: gymNames.mine });
  const theirs = await bookableGym(t.database.db, { name: gymNames.theirs });
  for (const { gym } of [mine, theirs]) await addDateSlots(t.database.db, gym.id, MONDAY, ['06:00 PM']);
  owner = await signedInAs(t, mine.owner);
  otherOwner = await signedInAs(t, theirs.owner);
  member = await quickBooker(t, { name: 'Asha Member' });
  otherMember = await quickBooker(t, { name: 'Ravi Other' });
  await bookAndPay(t, member, { gymId: mine.gym.id, date: MONDAY, timeSlot: '06:00 PM' });
  await bookAndPay(t, otherMember, { gymId: theirs.gym.id, date: MONDAY, timeSlot: '06:00 PM' });
  // The owner puts a member of their own on the desk of their gym (decision 062).
  const desk = await createUser(t.database.db, { name: 'Neha Desk', email: 'desk@example.com' });
  const added = await t.app.inject({ method: 'POST', url: `/api/gyms/${mine.gym.id}/staff`, headers: owner.headers, payload: { email: 'desk@example.com' } });
  expect(added.statusCode).toBe(201);
  staff = await signedInAs(t, { ...desk, role: 'gym_staff' });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe("a person's own pages carry their first data (issue 32)", () => {
  it('gives My Bookings the waitlist and the bookings exactly as the API answers that member, in a private page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/my-bookings', headers: { cookie: member.headers.cookie ?? '' } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary).split(/,\s*/)).toContain('Cookie');
    const replies = await repliesOn('/my-bookings/', member);
    expect(Object.keys(replies)).toEqual(['/api/v1/auth/check-status', WAITLIST, MY_BOOKINGS]);
    expect(replies[MY_BOOKINGS]).toEqual({ status: 200, body: await api(MY_BOOKINGS, member) });
    expect(replies[WAITLIST]).toEqual({ status: 200, body: await api(WAITLIST, member) });
    expect(JSON.stringify(replies)).toContain(gymNames.mine);
    // Another member's page holds their booking, never this one's.
    const theirs = JSON.stringify(await repliesOn('/my-bookings', otherMember));
    expect(theirs).toContain(gymNames.theirs);
    expect(theirs).not.toContain(gymNames.mine);
    expect(theirs).not.toContain('Asha Member');
  });

  it('gives the owner their dashboard, bookings and insights as the API answers them, and nothing of another owner', async () => {
    const dashboard = await repliesOn('/owner/dashboard', owner);
    expect(Object.keys(dashboard)).toEqual(['/api/v1/auth/check-status', MY_GYMS, REPORTS]);
    expect(dashboard[MY_GYMS]).toEqual({ status: 200, body: await api(MY_GYMS, owner) });
    const bookings = await repliesOn('/OWNER/bookings', owner);
    expect(Object.keys(bookings)).toEqual(['/api/v1/auth/check-status', MY_GYMS, TODAY_DESK, ALL_BOOKINGS, REPORTS]);
    expect(bookings[TODAY_DESK]).toEqual({ status: 200, body: await api(TODAY_DESK, owner) });
    expect(bookings[TODAY_DESK]?.body).toMatchObject({ bookings: [{ user: { name: 'Asha Member' } }] });
    const insights = await repliesOn('/owner/insights', owner);
    expect(Object.keys(insights)).toEqual(['/api/v1/auth/check-status', MY_GYMS, INSIGHTS]);
    expect(insights[INSIGHTS]).toEqual({ status: 200, body: await api(INSIGHTS, owner) });
    for (const replies of [dashboard, bookings, insights]) {
      expect(JSON.stringify(replies)).not.toContain(gymNames.theirs);
      expect(JSON.stringify(replies)).not.toContain('Ravi Other');
    }
    const theirs = JSON.stringify(await repliesOn('/owner/bookings', otherOwner));
    expect(theirs).toContain('Ravi Other');
    expect(theirs).not.toContain('Asha Member');
  });

  it('gives front-desk staff what the API gives staff: their gyms and desk bookings without amounts, no reports or insights', async () => {
    const bookings = await repliesOn('/owner/bookings', staff);
    expect(Object.keys(bookings)).toEqual(['/api/v1/auth/check-status', MY_GYMS, TODAY_DESK, ALL_BOOKINGS]);
    expect(bookings[TODAY_DESK]).toEqual({ status: 200, body: await api(TODAY_DESK, staff) });
    expect(bookings[MY_GYMS]).toEqual({ status: 200, body: await api(MY_GYMS, staff) });
    const [desk] = (bookings[TODAY_DESK]?.body as { bookings: Record<string, unknown>[] }).bookings;
    expect(desk).toMatchObject({ user: { name: 'Asha Member' } });
    expect(desk).not.toHaveProperty('amount');
    expect(JSON.stringify(bookings)).not.toContain(gymNames.theirs);
    // The owner's other pages are not the desk's: their data is not answered to staff.
    for (const url of ['/owner/dashboard', '/owner/insights']) expect(Object.keys(await repliesOn(url, staff)), url).toEqual(['/api/v1/auth/check-status']);
  });

  it("answers a page's data only to the roles that may open it, and nothing without a session", async () => {
    for (const [url, who] of [
      ['/owner/dashboard', member],
      ['/owner/bookings', member],
      ['/owner/insights', member],
      ['/my-bookings', owner],
    ] as const) {
      expect(Object.keys(await repliesOn(url, who)), url).toEqual(['/api/v1/auth/check-status']);
    }
    for (const url of ['/my-bookings', '/owner/dashboard', '/owner/bookings', '/owner/insights']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(Object.keys(await repliesOn(url)), url).toEqual(['/api/v1/auth/check-status']);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).not.toContain('Asha Member');
    }
  });
});
