import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { systemClock } from '../../lib/clock.js';
import { webRoutes } from './web.routes.js';

describe('the built web app', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
    await writeFile(path.join(distDir, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => undefined)'));
    await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"GymSlot"}');
    await writeFile(
      path.join(distDir, 'page-preloads.json'),
      JSON.stringify({
        entry: ['assets/index-abc123.js'],
        pages: {
          home: ['assets/home-page-h1.js', 'assets/index-abc123.js', 'assets/ui-u1.js'],
          dataRoutes: ['assets/data-routes-d1.js', 'assets/index-abc123.js', 'assets/ui-u1.js'],
          explore: ['assets/explore-page-x1.js', 'assets/index-abc123.js'],
          gymDetails: ['assets/gym-details-page-g1.js', 'assets/index-abc123.js'],
          cityGyms: ['assets/city-gyms-page-c1.js', 'assets/index-abc123.js'],
          myBookings: [],
          ownerDashboard: [],
          ownerBookings: [],
          insights: [],
        },
      }),
    );
    testApp = await createTestApp({}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers every client route with index.html, revalidated on each visit', async () => {
    for (const url of ['/', '/explore?search=pune', '/gym/0123456789abcdef01234567', '/no-such-page']) {
      const res = await testApp.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('has the browser preload the entry and the data routes with every page but the home page, which gets its own chunks', async () => {
    const explore = await testApp.app.inject({ method: 'GET', url: '/explore' });
    expect(explore.headers.link).toBe(
      [
        '</assets/index-abc123.js>; rel=modulepreload',
        '</assets/data-routes-d1.js>; rel=modulepreload',
        '</assets/ui-u1.js>; rel=modulepreload',
      ].join(', '),
    );
    const home = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(home.headers.link).toBe(
      ['</assets/index-abc123.js>; rel=modulepreload', '</assets/home-page-h1.js>; rel=modulepreload', '</assets/ui-u1.js>; rel=modulepreload'].join(', '),
    );
  });

  it('answers a HEAD of a client route as it answers the GET, without the body', async () => {
    const res = await testApp.app.inject({ method: 'HEAD', url: '/explore' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate the service worker on every check, so a new release replaces the app it keeps offline', async () => {
    for (const encoding of ['identity', 'br']) {
      const worker = await testApp.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
      expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(worker.headers['cache-control'], encoding).toBe('no-cache');
    }
    const manifest = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('refuses to start when the build names no page the server preloads, instead of dropping its preloads', async () => {
    const renamedDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-dist-'));
    try {
      await writeFile(path.join(renamedDir, 'index.html'), '<!doctype html><div id="root"></div>');
      await writeFile(
        path.join(renamedDir, 'page-preloads.json'),
        JSON.stringify({ entry: ['assets/index-abc123.js'], pages: { home: [], dataRoutes: ['assets/data-routes-d1.js'], explorePage: [], gymDetails: [] } }),
      );
      const app = Fastify({ logger: false });
      await expect(app.register(webRoutes, { distDir: renamedDir, catalogue: { current: () => Promise.reject(new Error('unused')) }, clock: systemClock })).rejects.toThrow(
        /no page "explore"/,
      );
      await app.close();
    } finally {
      await rm(renamedDir, { recursive: true, force: true });
    }
  });

  it('gives unknown API paths and missing files a JSON 404, not the app', async () => {
    for (const url of ['/api/no-such-call', '/assets/missing.js', '/logo.png']) {
      const res = await testApp.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
    }
  });
});
