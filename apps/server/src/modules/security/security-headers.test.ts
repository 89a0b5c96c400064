import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const gymId = '0123456789abcdef01234567';
const common = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const documentOnly = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'geolocation=(self), camera=(self), microphone=()',
};

let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'gymslot-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
  await writeFile(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

describe('security headers over http (the default PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { webDistDir: webDir });
    await mkdir(path.join(t.dataDir, 'media', 'gyms', gymId), { recursive: true });
    await writeFile(path.join(t.dataDir, 'media', 'gyms', gymId, 'front.png'), 'png');
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the web app page the document policy and the common headers, without HSTS', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({ ...common, ...documentOnly });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: http://localhost:3000 https://tile.openstreetmap.org; connect-src 'self'; frame-src 'none'; " +
        "worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('locks a JSON reply, an error and a script down to nothing', async () => {
    for (const url of ['/api/config', '/api/gyms/nope', '/assets/app-1.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(common);
      for (const name of Object.keys(documentOnly)) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('lets the service worker reach its own origin and nothing else, since it runs under its own policy', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers).toMatchObject(common);
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'");
    const lookalike = await t.app.inject({ method: 'GET', url: '/sw.jsx' });
    expect(lookalike.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("keeps the media route's own policy on an uploaded image, under /api/media and the older /media alike", async () => {
    for (const media of ['/api/media', '/media']) {
      const image = await t.app.inject({ method: 'GET', url: `${media}/gyms/${gymId}/front.png` });
      expect(image.statusCode, media).toBe(200);
      expect(image.headers).toMatchObject(common);
      expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    }
  });

  it('gives the API docs a policy of their own, and no lookalike path', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
    const lookalike = await t.app.inject({ method: 'GET', url: '/api/docsx' });
    expect(lookalike.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('security headers for an https deployment with Razorpay and its own tile server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {
        PUBLIC_URL: 'https://gymslot.example',
        MAP_TILE_URL: 'https://{s}.tiles.example.net:8443/osm/{z}/{x}/{y}.png',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'rzp_test_secret',
        MEDIA_PUBLIC_URL: 'https://cdn.example.com/gymslot/',
      },
      { webDistDir: webDir },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds HSTS to every reply', async () => {
    for (const url of ['/', '/api/config']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('allows the media host, the configured tile host and Razorpay Checkout in the page policy', async () => {
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: https://cdn.example.com https://*.tiles.example.net:8443;");
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(policy).toContain("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com;");
    expect(policy).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com;');
    expect(policy).not.toContain('openstreetmap');
  });
});
