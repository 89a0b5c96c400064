import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// §8.6: the page is written in the visitor's language (`<html lang>`), chosen by the web app's
// language cookie, else by the browser's languages; a Hindi page also preloads the Hindi catalogue,
// which the app waits for before its first render.

const HINDI_PRELOAD = '</assets/hi-h1.js>; rel=modulepreload';

describe('the language of the page', () => {
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html>\n<html lang="en">\n<head></head><body><div id="root"><nav aria-label="Main"></nav></div></body></html>');
    await writeFile(path.join(distDir, 'index.hi.html'), '<!doctype html>\n<html lang="hi">\n<head></head><body><div id="root"><nav aria-label="मुख्य मेन्यू"></nav></div></body></html>');
    // The home page's frames (issue 31): its heading in place of the skeleton.
    await writeFile(path.join(distDir, 'index.home.html'), '<!doctype html>\n<html lang="en">\n<head></head><body><div id="root"><nav aria-label="Main"></nav><main><h1>Book a gym</h1></main></div></body></html>');
    await writeFile(
      path.join(distDir, 'index.home.hi.html'),
      '<!doctype html>\n<html lang="hi">\n<head></head><body><div id="root"><nav aria-label="मुख्य मेन्यू"></nav><main><h1>जिम बुक करें</h1></main></div></body></html>',
    );
    await writeFile(
      path.join(distDir, 'page-preloads.json'),
      JSON.stringify({
        entry: ['assets/index-e1.js'],
        pages: {
          home: ['assets/home-page-h1.js', 'assets/index-e1.js'],
          dataRoutes: ['assets/data-routes-d1.js', 'assets/index-e1.js'],
          explore: ['assets/explore-page-x1.js', 'assets/index-e1.js'],
          gymDetails: ['assets/gym-details-page-g1.js', 'assets/index-e1.js'],
          cityGyms: ['assets/city-gyms-page-c1.js', 'assets/index-e1.js'],
          myBookings: [],
          ownerDashboard: [],
          ownerBookings: [],
          insights: [],
        },
        languages: { hi: ['assets/hi-h1.js'] },
      }),
    );
    t = await createTestApp({}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('is English without a cookie or a Hindi browser, with no Hindi catalogue to fetch', async () => {
    const variants: Record<string, string>[] = [{}, { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' }, { cookie: 'lang=en', 'accept-language': 'hi' }];
    for (const headers of variants) {
      const res = await page('/explore', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(String(res.headers.link)).not.toContain('hi-h1.js');
    }
  });

  it("is Hindi with the cookie lang=hi, the app's frame too, and preloads the Hindi catalogue on every page", async () => {
    for (const url of ['/', '/explore', '/my-bookings']) {
      const res = await page(url, { cookie: 'lang=hi' });
      expect(res.body, url).toContain('<html lang="hi">');
      expect(res.body).toContain('<nav aria-label="मुख्य मेन्यू">');
      expect(res.body).not.toContain('lang="en"');
      expect(String(res.headers.link).split(', '), url).toContain(HINDI_PRELOAD);
    }
  });

  it("is Hindi for a browser that asks for it, 'hi-IN,hi;q=0.9'", async () => {
    const res = await page('/', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(res.body).toContain('<html lang="hi">');
    expect(String(res.headers.link).split(', ')).toContain(HINDI_PRELOAD);
  });

  it("sends / the home page's own frame, its heading already written, in the visitor's language, and no other page", async () => {
    const english = await page('/');
    expect(english.body).toContain('<h1>Book a gym</h1>');
    expect(english.body.match(/<h1>/g)).toHaveLength(1);
    const hindi = await page('/', { cookie: 'lang=hi' });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<h1>जिम बुक करें</h1>');
    expect(hindi.body).not.toContain('Book a gym');
    // Its boot replies still follow the frame.
    expect(english.body.indexOf('<h1>')).toBeLessThan(english.body.indexOf('id="boot-replies"'));
    for (const url of ['/explore', '/about', '/gyms/Pune']) {
      expect((await page(url)).body, url).not.toContain('<h1>');
      expect((await page(url, { cookie: 'lang=hi' })).body, url).not.toContain('<h1>');
    }
  });

  it('varies by the language cookie and the browser languages, so no cache hands one language to the other', async () => {
    const res = await page('/');
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language', 'Accept-Encoding']));
  });

  it('still sends the compressed page in the language asked for', async () => {
    const res = await page('/explore', { cookie: 'lang=hi', 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<html lang="hi">');
  });
});
