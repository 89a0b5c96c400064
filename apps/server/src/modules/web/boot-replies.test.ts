import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { addDays } from '@gymslot/shared/ist-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createVerifiedAccount, sessionFor } from '../../../test/auth-helpers.js';
import { gymMaker } from '../../../test/catalogue-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { dateAvailability } from '../../db/schema/availability.js';
import { newId } from '../../lib/ids.js';

// 2030-06-10 10:00 UTC is 15:30 IST: the gym page's first slots are that IST date's.
const TODAY = '2030-06-10';

let distDir: string;
let t: TestApp;
let session: Record<string, string>;
const gyms = { open: '', bare: '', hidden: '', script: '' };

/** The replies the page's HTML carries, as apps/web's lib/boot-replies.ts reads them. */
function bootRepliesIn(html: string): Record<string, { status: number; body: unknown }> {
  const match = /<script type="application\/json" id="boot-replies">([^<]*)<\/script>/.exec(html);
  if (match === null) throw new Error('no boot replies in the page');
  return JSON.parse(match[1] ?? '') as Record<string, { status: number; body: unknown }>;
}

const api = async (url: string, headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url, headers })).json();

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"><header>GymSlot</header></div></body></html>');
  await writeFile(
    path.join(distDir, 'page-preloads.json'),
    JSON.stringify({ entry: ['assets/index-e1.js'], pages: { home: [], dataRoutes: ['assets/data-routes-d1.js'], explore: [], gymDetails: [], cityGyms: [], myBookings: [], ownerDashboard: [], ownerBookings: [], insights: [] } }),
  );
  t = await createTestApp({}, { webDistDir: distDir });
  t.clock.advance(new Date(`${TODAY}T10:00:00Z`).getTime() - t.clock.now().getTime());
  const make = await gymMaker(t.database.db);
  gyms.open = (await make.gym({ name: 'Open Gym' })).id;
  gyms.bare = (await make.gym({ name: 'Gym Without Hours' })).id;
  gyms.hidden = (await make.gym({ name: 'Hidden Gym', isApproved: false })).id;
  gyms.script = (await make.gym({ name: 'Gym </script><script>alert(1)</script> \u2028' })).id;
  await t.database.db.insert(dateAvailability).values([
    { id: newId(), gymId: gyms.open, date: TODAY, availableSlots: ['06:00 PM', '07:00 PM'] },
    { id: newId(), gymId: gyms.open, date: addDays(TODAY, 1), availableSlots: ['08:00 AM'] },
  ]);
  await make.gym({ name: 'Delhi Gym', city: 'New Delhi' });
  session = cookieHeader(await sessionFor(t, await createVerifiedAccount(t)));
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the replies a page carries in its HTML', () => {
  it("answers the login check for a visitor without a session, as the API would, and nothing else", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(bootRepliesIn(res.body)).toEqual({
      '/api/v1/auth/check-status': { status: 401, body: await api('/api/v1/auth/check-status') },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("gives Explore the person's login check and both lists, exactly as the API answers them", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/explore?search=pune', headers: session });
    expect(bootRepliesIn(res.body)).toEqual({
      '/api/v1/auth/check-status': { status: 200, body: await api('/api/v1/auth/check-status', session) },
      '/api/gyms/city-stats': { status: 200, body: await api('/api/gyms/city-stats') },
      '/api/gyms/all-public': { status: 200, body: await api('/api/gyms/all-public') },
    });
    // That person's alone: no shared cache keeps it, and another cookie gets another page.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary).split(/,\s*/)).toContain('Cookie');
  });

  it("gives a gym's page the gym, its slots of today in India with the person's waitlist, and its first reviews", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/gym/${gyms.open}`, headers: session });
    const slots = `/api/availability/user/${gyms.open}/slots?date=${TODAY}`;
    const reviews = `/api/gyms/${gyms.open}/reviews`;
    const replies = bootRepliesIn(res.body);
    const busy = `/api/gyms/${gyms.open}/busy-hours`;
    const waitlist = '/api/bookings/waitlist';
    expect(Object.keys(replies)).toEqual(['/api/v1/auth/check-status', `/api/gyms/${gyms.open}`, slots, waitlist, reviews, busy]);
    expect(replies[reviews]).toEqual({ status: 200, body: await api(reviews) });
    expect(replies[waitlist]).toEqual({ status: 200, body: await api(waitlist, session) });
    expect(replies[slots]).toEqual({ status: 200, body: await api(slots, session) });
    expect(replies[`/api/gyms/${gyms.open}`]?.body).toMatchObject({ gym: { name: 'Open Gym' } });
  });

  it('asks no slots for a gym without opening hours: its page shows none', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/gym/${gyms.bare}`, headers: session });
    expect(Object.keys(bootRepliesIn(res.body))).toEqual([
      '/api/v1/auth/check-status',
      `/api/gyms/${gyms.bare}`,
      `/api/gyms/${gyms.bare}/reviews`,
      `/api/gyms/${gyms.bare}/busy-hours`,
    ]);
  });

  it('leaves out what failed, so the page asks itself and shows the error as always: a hidden gym as one that does not exist', async () => {
    for (const id of [gyms.hidden, newId()]) {
      const res = await t.app.inject({ method: 'GET', url: `/gym/${id}`, headers: session });
      expect(Object.keys(bootRepliesIn(res.body)), id).toEqual(['/api/v1/auth/check-status']);
    }
  });

  it('writes text a gym owner chose so that it cannot end the script element', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/gym/${gyms.script}`, headers: session });
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(bootRepliesIn(res.body)[`/api/gyms/${gyms.script}`]?.body).toMatchObject({ gym: { name: 'Gym </script><script>alert(1)</script> \u2028' } });
  });

  it("gives a city's page its gyms (G4), as the page asks for them, whatever the case and a trailing slash", async () => {
    const cityGyms = '/api/gyms/city/Pune';
    for (const url of ['/gyms/Pune', '/GYMS/Pune/', '/gyms/Pune?search=open']) {
      const res = await t.app.inject({ method: 'GET', url, headers: session });
      expect(bootRepliesIn(res.body), url).toEqual({
        '/api/v1/auth/check-status': { status: 200, body: await api('/api/v1/auth/check-status', session) },
        [cityGyms]: { status: 200, body: await api(cityGyms) },
      });
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
    }
    const names = (bootRepliesIn((await t.app.inject({ method: 'GET', url: '/gyms/Pune', headers: session })).body)[cityGyms]?.body as {
      gyms: { name: string }[];
    }).gyms.map((gym) => gym.name);
    expect(names).toEqual(expect.arrayContaining(['Open Gym', 'Gym Without Hours']));
    expect(names).not.toContain('Hidden Gym');
  });

  it("reads the city as the web app does: decoded, trimmed, at the address its own call has", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gyms/New%20Delhi%20', headers: session });
    const replies = bootRepliesIn(res.body);
    expect(Object.keys(replies)).toEqual(['/api/v1/auth/check-status', '/api/gyms/city/New%20Delhi']);
    expect(replies['/api/gyms/city/New%20Delhi']?.body).toMatchObject({ gyms: [{ name: 'Delhi Gym' }] });
  });

  it('gives a city without gyms the empty list the API answers, and a name that is only spaces nothing', async () => {
    const unknown = bootRepliesIn((await t.app.inject({ method: 'GET', url: '/gyms/Atlantis', headers: session })).body);
    expect(unknown['/api/gyms/city/Atlantis']).toEqual({ status: 200, body: await api('/api/gyms/city/Atlantis') });
    expect(unknown['/api/gyms/city/Atlantis']?.body).toMatchObject({ gyms: [] });
    const blank = bootRepliesIn((await t.app.inject({ method: 'GET', url: '/gyms/%20%20', headers: session })).body);
    expect(Object.keys(blank)).toEqual(['/api/v1/auth/check-status']);
  });

  it("writes a city's gyms and a made-up city so that neither can end the script element", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gyms/Pune', headers: session });
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    const made = await t.app.inject({ method: 'GET', url: '/gyms/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', headers: session });
    expect(made.body.match(/<\/script>/g)).toHaveLength(1);
    expect(Object.keys(bootRepliesIn(made.body))).toHaveLength(2);
  });

  it("gives a city's gyms only to a signed-in visitor, and each person their own login check beside the same list", async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/gyms/Pune' });
    expect(Object.keys(bootRepliesIn(signedOut.body))).toEqual(['/api/v1/auth/check-status']);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    const other = cookieHeader(await sessionFor(t, await createVerifiedAccount(t)));
    const [mine, theirs] = await Promise.all(
      [session, other].map(async (cookie) => bootRepliesIn((await t.app.inject({ method: 'GET', url: '/gyms/Pune', headers: cookie })).body)),
    );
    expect(mine?.['/api/gyms/city/Pune']).toEqual(theirs?.['/api/gyms/city/Pune']);
    expect(mine?.['/api/v1/auth/check-status']).toEqual({ status: 200, body: await api('/api/v1/auth/check-status', session) });
    expect(theirs?.['/api/v1/auth/check-status']).toEqual({ status: 200, body: await api('/api/v1/auth/check-status', other) });
    expect(mine?.['/api/v1/auth/check-status']).not.toEqual(theirs?.['/api/v1/auth/check-status']);
  });

  it('sends the page compressed when the browser accepts it, after the frame', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/explore', headers: { ...session, 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html.indexOf('<header>GymSlot</header>')).toBeLessThan(html.indexOf('id="boot-replies"'));
    expect(Object.keys(bootRepliesIn(html))).toContain('/api/gyms/all-public');
  });
});
