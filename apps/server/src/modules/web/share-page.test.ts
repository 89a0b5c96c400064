import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@gymslot/shared/ist-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableGym, MONDAY, MONDAY_10_IST, setClock } from '../../../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createGym, createUser } from '../../db/factories.js';
import { gymImages } from '../../db/schema/gyms.js';
import { newId } from '../../lib/ids.js';

// Contract §8.13: /g/{id}, a gym's share link, made by the server with Open Graph tags so a link
// pasted in WhatsApp shows a card; /gym/{id}'s HTML carries the same tags.

const HOSTILE_NAME = `Iron "Temple" <script>alert('x')</script> & Co`;

/** The content of the `<meta property|name="key">` tags of a page, in order. */
function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

const unescape = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('the share page /g/{id}', () => {
  let distDir: string;
  let t: TestApp;
  const ids = { gym: '', hostile: '', hidden: '', bare: '' };

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><title>GymSlot</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ PUBLIC_URL: 'https://gymslot.example', PAYMENTS_SANDBOX: 'true' }, { webDistDir: distDir });
    setClock(t, MONDAY_10_IST);
    const { db } = t.database;
    const { gym, owner } = await bookableGym(db, { name: 'Iron Temple', address: '12 MG Road', city: 'Pune', averageRating: 4.5, totalRatings: 12 });
    ids.gym = gym.id;
    ids.hostile = (await bookableGym(db, { name: HOSTILE_NAME })).gym.id;
    ids.bare = (await createGym(db, { ownerId: owner.id, name: 'Bare Gym' })).id;
    ids.hidden = (await createGym(db, { ownerId: (await createUser(db, { role: 'gym_owner' })).id, name: 'Hidden Gym', isApproved: false })).id;
    await db.insert(gymImages).values({ id: newId(), gymId: ids.gym, fileName: 'floor.svg', position: 0 });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("shows the gym's name, photo, area, price, rating and the next open slots, each leading to that slot on the gym page", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/g/${ids.gym}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Accept-Language');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Iron Temple</h1>');
    // Under /media/ or /api/media/ (issue 31 item 7), as the gym's replies address it.
    expect(html).toMatch(new RegExp(`src="https://gymslot\\.example/(api/)?media/gyms/${ids.gym}/floor\\.svg"`));
    expect(html).toContain('12 MG Road, Pune');
    expect(html).toContain('₹199 / hour');
    expect(html).toContain('★ 4.5');
    expect(html).toContain('12 reviews');
    expect(html).toContain(`href="/gym/${ids.gym}">Book a slot</a>`);
    // 10:00 AM on Monday: the 11 AM slot is the first still open today, 6 AM tomorrow's first.
    expect(html).toContain(`href="/gym/${ids.gym}?date=${MONDAY}&amp;time=11%3A00+AM"`);
    expect(html).toContain(`href="/gym/${ids.gym}?date=${addDays(MONDAY, 1)}&amp;time=06%3A00+AM"`);
    expect(html).not.toContain(`date=${MONDAY}&amp;time=09%3A00+AM"`);
    expect(html).toContain('Today · Mon, 10 Jun 2030');
  });

  it('carries the Open Graph tags a preview needs, every address absolute', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/g/${ids.gym}` })).body;
    expect(metaContents(html, 'og:title')).toEqual(['Iron Temple | GymSlot']);
    expect(metaContents(html, 'og:description')).toEqual(['₹199 / hour · 12 MG Road, Pune · Book an hourly slot on GymSlot.']);
    expect(metaContents(html, 'og:url')).toEqual([`https://gymslot.example/g/${ids.gym}`]);
    expect(metaContents(html, 'og:type')).toEqual(['website']);
    expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image']);
    const [image] = metaContents(html, 'og:image');
    expect(image).toMatch(new RegExp(`^https://gymslot\\.example/g/${ids.gym}/card\\.jpg\\?v=[0-9a-f]{16}$`));
    expect(metaContents(html, 'og:image:width')).toEqual(['1200']);
  });

  it("escapes a gym name with markup and quotes everywhere it is written", async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/g/${ids.hostile}` })).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(`"Temple"`);
    expect(html).toContain('<h1>Iron &quot;Temple&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; Co</h1>');
    expect(metaContents(html, 'og:title').map(unescape)).toEqual([`${HOSTILE_NAME} | GymSlot`]);
    expect(html).toContain(`<title>Iron &quot;Temple&quot; &lt;script&gt;`);
  });

  it('is written in Hindi when the language cookie or the browser asks for it', async () => {
    for (const headers of [{ cookie: 'lang=hi' }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }]) {
      const html = (await t.app.inject({ method: 'GET', url: `/g/${ids.gym}`, headers })).body;
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain('₹199 / घंटा');
      expect(html).toContain('स्लॉट बुक करें');
      expect(html).toContain('आज · सोम, 10 जून 2030');
      expect(metaContents(html, 'og:locale')).toEqual(['hi_IN']);
    }
  });

  it('says there are no open slots for a gym without opening hours, and still offers the gym', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/g/${ids.bare}` })).body;
    expect(html).toContain('No open slots today or tomorrow.');
    expect(html).toContain(`href="/gym/${ids.bare}">Book a slot</a>`);
  });

  it('answers an unknown, malformed or hidden gym with a 404 page leading to Explore', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id', `${ids.gym.toUpperCase()}`, `${ids.gym}0`, ids.hidden]) {
      const res = await t.app.inject({ method: 'GET', url: `/g/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Gym not found.');
      expect(res.body).toContain('href="/explore"');
      expect(res.body).not.toContain('og:title');
    }
    const hindi = await t.app.inject({ method: 'GET', url: `/g/${ids.hidden}`, headers: { cookie: 'lang=hi' } });
    expect(hindi.body).toContain('जिम नहीं मिला।');
  });

  it("keeps the document's security headers and policy, which allow its inline style and nothing inline to run", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/g/${ids.gym}` });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.body).not.toContain('<script');
  });

  it("puts the same tags in the gym page's HTML, and none in a hidden gym's", async () => {
    const share = (await t.app.inject({ method: 'GET', url: `/g/${ids.gym}` })).body;
    const page = await t.app.inject({ method: 'GET', url: `/gym/${ids.gym}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card']) {
      expect(metaContents(page.body, key), key).toEqual(metaContents(share, key));
    }
    expect(page.body.indexOf('og:title')).toBeLessThan(page.body.indexOf('</head>'));
    const hostile = (await t.app.inject({ method: 'GET', url: `/gym/${ids.hostile}` })).body;
    expect(hostile).not.toContain('<script>alert');
    const hidden = (await t.app.inject({ method: 'GET', url: `/gym/${ids.hidden}` })).body;
    expect(hidden).not.toContain('og:title');
  });
});
