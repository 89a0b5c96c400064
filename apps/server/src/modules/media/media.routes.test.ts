import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { createLocalMediaStore } from './local-media-store.js';
import { createMediaUrls } from './media-store.js';

const gymId = '0123456789abcdef01234567';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const secret = 'not-for-the-browser';

const t = useTestApp();
beforeAll(async () => {
  await mkdir(path.join(t.dataDir, 'media', 'gyms', gymId), { recursive: true });
  await writeFile(path.join(t.dataDir, 'media', 'gyms', gymId, 'front.svg'), svg);
  await writeFile(path.join(t.dataDir, 'media', 'gyms', gymId, '.hidden.svg'), svg);
  // A file next to the media folder, as DATA_DIR/session-secret is in production.
  await writeFile(path.join(t.dataDir, 'session-secret'), secret);
});

// Issue 31: the address replies give is under /api (a client's proxy that forwards only /api passes
// it); the older /media addresses keep working for saved pages and old replies.
describe.each(['/api/media', '/media'])('GET %s/*', (media) => {
  it('serves a stored SVG as an image that cannot run script', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${media}/gyms/${gymId}/front.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(svg);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('serves what the local media store saved', async () => {
    const store = createLocalMediaStore(path.join(t.dataDir, 'media'));
    await store.save(`gyms/${gymId}/side.png`, Buffer.from('side png'), 'image/png');
    const response = await t.app.inject({ method: 'GET', url: `${media}/gyms/${gymId}/side.png` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('side png');
  });
  it('lets browsers keep uploads, named once by a fresh id, for a year; other files for a day', async () => {
    const store = createLocalMediaStore(path.join(t.dataDir, 'media'));
    const upload = '0123456789abcdef0123abcd';
    const cacheControlOf = async (fileName: string) => {
      await store.save(`gyms/${gymId}/${fileName}`, Buffer.from('webp bytes'), 'image/webp');
      const response = await t.app.inject({ method: 'GET', url: `${media}/gyms/${gymId}/${fileName}` });
      expect(response.statusCode, fileName).toBe(200);
      return response.headers['cache-control'];
    };
    for (const fileName of [`${upload}.webp`, `${upload}-400w.webp`, `${upload}-800w.webp`]) {
      expect(await cacheControlOf(fileName), fileName).toBe('public, max-age=31536000, immutable');
    }
    for (const fileName of ['photo.webp', `${upload}.png`, `${upload}-w.webp`, `${upload}-0400w.webp`, `x${upload}.webp`]) {
      expect(await cacheControlOf(fileName), fileName).toBe('public, max-age=86400');
    }
  });

  it('answers 404 for a missing file and for hidden files', async () => {
    for (const url of [`${media}/gyms/${gymId}/missing.svg`, `${media}/gyms/${gymId}/.hidden.svg`, `${media}/`, `${media}/gyms`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('never lets a path climb out of the media folder', async () => {
    const attempts = [
      `${media}/../session-secret`,
      `${media}/%2e%2e/session-secret`,
      `${media}/%2E%2E/session-secret`,
      `${media}/%2e%2e%2fsession-secret`,
      `${media}/..%2fsession-secret`,
      `${media}/..%5csession-secret`,
      `${media}/gyms/${gymId}/../../../session-secret`,
      `${media}/gyms/${gymId}/%2e%2e/%2e%2e/%2e%2e/session-secret`,
      `${media}/%252e%252e/session-secret`,
      `${media}//etc/passwd`,
      `${media}/%2fetc%2fpasswd`,
    ];
    for (const url of attempts) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(secret);
    }
  });
});

describe('the address replies give', () => {
  it('is under /api/media on the public origin, and the app serves what the local media store saved there', async () => {
    const store = createLocalMediaStore(path.join(t.dataDir, 'media'));
    const key = `gyms/${gymId}/back.png`;
    await store.save(key, Buffer.from('fake png'), 'image/png');
    const url = new URL(createMediaUrls(t.config).urlFor(key));
    expect(url.origin).toBe(t.config.publicOrigin);
    expect(url.pathname).toBe(`/api/media/${key}`);
    const response = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('fake png');
  });
});
