import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickBooker, type Booker } from '../../../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Decision 076: a data page whose first data the server has is drawn by the web build's renderer
// into the HTML. Here a stand-in renderer with the build's interface shows how the page is put
// together; e2e/tests/first-screen.spec.ts drives the real one in a browser.

const LOGIN_CHECK = '/api/v1/auth/check-status';
const MY_BOOKINGS = '/api/bookings/my-bookings?include=cancelled';
const WAITLIST = '/api/bookings/waitlist';

/** Draws what it was given; fails for an address holding 'fail'. Each call is kept on globalThis for the test to read. */
const renderer = `
export async function renderFirstScreen(address, visitor, replies) {
  (globalThis.firstScreenCalls ??= []).push({ address, visitor, urls: Object.keys(replies) });
  if (address.includes('fail')) throw new Error('the page could not be drawn');
  const name = replies['${LOGIN_CHECK}']?.body?.user?.name;
  return {
    markup: '<main><h1>Bookings of ' + name + '</h1></main>',
    title: '<title>My Bookings | GymSlot</title>',
    queries: { mutations: [], queries: [{ queryKey: ['bookings'], state: { data: replies['${MY_BOOKINGS}'].body } }] },
  };
}
`;

type Calls = { address: string; visitor: { language: string; userAgent: string }; urls: string[] }[];
const calls = () => ((globalThis as { firstScreenCalls?: Calls }).firstScreenCalls ??= []);

let folder: string;
let t: TestApp;
let member: Booker;

function jsonScript(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match === null ? undefined : JSON.parse(match[1] ?? '');
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'gymslot-first-screen-'));
  const distDir = path.join(folder, 'dist');
  await writeFile(path.join(folder, 'first-screen.mjs'), renderer);
  await import('node:fs/promises').then(({ mkdir }) => mkdir(distDir));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>GymSlot – pay-per-hour gyms</title></head><body><div id="root"><p>Loading page…</p></div></body></html>',
  );
  t = await createTestApp({}, { webDistDir: distDir, webFirstScreenBundle: path.join(folder, 'first-screen.mjs') });
  member = await quickBooker(t, { name: 'Asha Member' });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const page = (url: string, who?: Booker, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(who === undefined ? {} : { cookie: who.headers.cookie ?? '' }) } });

describe("a data page's first screen in its HTML (decision 076)", () => {
  it("puts the drawn page in #root and its title in the head, with the visitor's language and browser", async () => {
    calls().length = 0;
    const res = await page('/my-bookings', member, { 'accept-language': 'hi', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main><h1>Bookings of Asha Member</h1></main></div>');
    expect(res.body).not.toContain('Loading page…');
    expect(res.body).toContain('<head><title>My Bookings | GymSlot</title></head>');
    // A phone's page is drawn for a phone.
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(['Cookie', 'Accept-Language', 'Accept-Encoding', 'User-Agent']);
    expect(calls()).toEqual([
      { address: '/my-bookings', visitor: { language: 'hi', userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' }, urls: [LOGIN_CHECK, WAITLIST, MY_BOOKINGS] },
    ]);
  });

  it('sends the drawn queries after every reply (a query the app reads afresh on arrival asks again)', async () => {
    const res = await page('/my-bookings', member);
    const replies = jsonScript(res.body, 'boot-replies') as Record<string, unknown>;
    expect(Object.keys(replies)).toEqual([LOGIN_CHECK, WAITLIST, MY_BOOKINGS]);
    const queries = jsonScript(res.body, 'first-screen-queries') as { queries: { state: { data: unknown } }[] };
    expect(JSON.stringify(queries.queries[0]?.state.data)).toContain('"success":true');
  });

  it('draws nothing for a visitor without a session, nor for a page whose first data the server does not answer', async () => {
    calls().length = 0;
    const signedOut = await page('/my-bookings');
    expect(signedOut.body).toContain('<p>Loading page…</p>');
    expect(String(signedOut.headers.vary)).not.toContain('User-Agent');
    expect(jsonScript(signedOut.body, 'first-screen-queries')).toBeUndefined();
    const account = await page('/account', member);
    expect(account.body).toContain('<p>Loading page…</p>');
    expect(calls()).toEqual([]);
  });

  it('sends the frame and every reply when the drawing fails', async () => {
    const res = await page('/my-bookings?fail=1', member);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>Loading page…</p>');
    expect(Object.keys(jsonScript(res.body, 'boot-replies') as object)).toEqual([LOGIN_CHECK, WAITLIST, MY_BOOKINGS]);
    expect(jsonScript(res.body, 'first-screen-queries')).toBeUndefined();
  });
});
