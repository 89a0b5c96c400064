import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store.js';
import { createMediaUrls, gymImageKey, gymImageUrl, isValidMediaKey } from './media-store.js';

describe('isValidMediaKey', () => {
  it('accepts plain lowercase paths', () => {
    for (const key of ['gyms/0123456789abcdef01234567/photo.png', 'a', 'gyms/x/front-desk_2.jpeg']) {
      expect(isValidMediaKey(key)).toBe(true);
    }
  });

  it('refuses anything that could leave the folder or hide a file', () => {
    const bad = [
      '',
      '..',
      '../session-secret',
      'gyms/../../session-secret',
      'gyms/..',
      '/etc/passwd',
      'gyms//x.png',
      'gyms/x/',
      'gyms/./x.png',
      'gyms/.hidden.png',
      'gyms\\x.png',
      'Gyms/X.png',
      'gyms/a b.png',
      'gyms/%2e%2e/x.png',
      `gyms/${'a'.repeat(200)}.png`,
    ];
    for (const key of bad) expect(isValidMediaKey(key), key).toBe(false);
  });

  it('builds gym image keys and refuses a bad file name', () => {
    expect(gymImageKey('0123456789abcdef01234567', 'a.png')).toBe('gyms/0123456789abcdef01234567/a.png');
    expect(() => gymImageKey('0123456789abcdef01234567', '../a.png')).toThrow(/Invalid media key/);
  });
});

describe('createMediaUrls', () => {
  const key = 'gyms/0123456789abcdef01234567/photo.png';

  it('addresses objects under PUBLIC_URL/api/media by default', () => {
    const urls = createMediaUrls({ publicUrl: 'https://gymslot.example', mediaPublicUrl: 'https://gymslot.example/api/media' });
    expect(urls.urlFor(key)).toBe(`https://gymslot.example/api/media/${key}`);
    expect(gymImageUrl(urls, '0123456789abcdef01234567', 'photo.png')).toBe(`https://gymslot.example/api/media/${key}`);
    expect(() => urls.urlFor('/etc/passwd')).toThrow(/Invalid media key/);
  });

  it('addresses objects under MEDIA_PUBLIC_URL when it is set', () => {
    const urls = createMediaUrls({ publicUrl: 'https://gymslot.example', mediaPublicUrl: 'https://cdn.example.com/gymslot' });
    expect(urls.urlFor(key)).toBe(`https://cdn.example.com/gymslot/${key}`);
  });

  it('reads the key back from the current, the PUBLIC_URL ones (/api/media and the older /media) and the root-relative ones', () => {
    const urls = createMediaUrls({ publicUrl: 'https://gymslot.example', mediaPublicUrl: 'https://cdn.example.com/gymslot' });
    const addresses = [`https://cdn.example.com/gymslot/${key}`, `https://gymslot.example/api/media/${key}`, `https://gymslot.example/media/${key}`, `/api/media/${key}`, `/media/${key}`];
    for (const url of addresses) {
      expect(urls.keyOf(url), url).toBe(key);
    }
  });

  it('names no key for another address or a key that could leave the folder', () => {
    const urls = createMediaUrls({ publicUrl: 'https://gymslot.example', mediaPublicUrl: 'https://gymslot.example/api/media' });
    const bad = [
      `https://evil.example/api/media/${key}`,
      `api/media/${key}`,
      '/api/media/../session-secret',
      `https://evil.example/media/${key}`,
      `http://gymslot.example/media/${key}`,
      `media/${key}`,
      `https://gymslot.example/${key}`,
      '/media/../session-secret',
      '/media/gyms/%2e%2e/x.png',
      'https://gymslot.example/media/',
      '',
    ];
    for (const url of bad) expect(urls.keyOf(url), url).toBeUndefined();
  });
});

describe('createLocalMediaStore', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gymslot-media-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('saves and removes a file', async () => {
    const store = createLocalMediaStore(root);
    const key = 'gyms/0123456789abcdef01234567/photo.png';
    await store.save(key, Buffer.from('png bytes'), 'image/png');
    expect(await readFile(path.join(root, key), 'utf8')).toBe('png bytes');
    expect(await readdir(path.join(root, 'gyms', '0123456789abcdef01234567'))).toEqual(['photo.png']);

    await store.remove(key);
    expect(existsSync(path.join(root, key))).toBe(false);
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('writes nothing for a bad key', async () => {
    const store = createLocalMediaStore(path.join(root, 'media'));
    await expect(store.save('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid media key/);
    await expect(store.remove('../outside.png')).rejects.toThrow(/Invalid media key/);
    expect(await readdir(root)).toEqual([]);
  });
});
