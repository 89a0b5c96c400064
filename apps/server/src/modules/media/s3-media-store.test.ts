import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3.js';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js';
import { loadConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import type { MediaStore } from './media-store.js';
import { createS3MediaStore } from './s3-media-store.js';

const TIMEOUT_MS = 800;
const upload = 'gyms/0123456789abcdef01234567/0123456789abcdef0123abcd.webp';

let s3: LocalS3;
let proxy: TcpProxy;

/** The store as config.ts reads it from these settings. */
function storeWith(env: Record<string, string>): MediaStore {
  const settings = loadConfig({ MEDIA_S3_TIMEOUT_MS: String(TIMEOUT_MS), ...env }).mediaS3;
  if (!settings) throw new Error('no bucket configured');
  return createS3MediaStore(settings);
}

/** What `call` was refused with: the 503 of a bucket that cannot be used, or anything else as it is. */
async function refusal(call: () => Promise<unknown>): Promise<AppError> {
  const error = await call().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  s3 = await startLocalS3();
  proxy = await startTcpProxy('127.0.0.1', s3.port);
});

afterAll(async () => {
  await proxy?.close();
  await s3?.close();
});

describe('the S3 media store against a local S3-compatible server', () => {
  it('puts an object with its content type and the caching the disk server sends, reads it back and deletes it', async () => {
    const store = storeWith(s3.env());
    const bytes = Buffer.from('webp bytes');
    await store.save(upload, bytes, 'image/webp');

    expect(await s3.object(upload)).toEqual({ key: upload, bytes, contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await store.read(upload)).toEqual(bytes);

    await store.remove(upload);
    expect(await s3.object(upload)).toBeUndefined();
    expect(await store.read(upload)).toBeUndefined();
  });

  it('keeps demo pictures under fixed names a day, as the disk server does', async () => {
    const store = storeWith(s3.env());
    const key = 'gyms/0123456789abcdef01234567/dumbbells.svg';
    await store.save(key, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await s3.object(key)).toMatchObject({ contentType: 'image/svg+xml', cacheControl: 'public, max-age=86400' });
    await store.remove(key);
  });

  it('reads a key that holds nothing as nothing, and deletes it without complaint (a retried delete succeeds)', async () => {
    const store = storeWith(s3.env());
    expect(await store.read('gyms/0123456789abcdef01234567/never-stored.webp')).toBeUndefined();
    await expect(store.remove('gyms/0123456789abcdef01234567/never-stored.webp')).resolves.toBeUndefined();
  });

  it('refuses a key that could climb out of its folder before asking the bucket', async () => {
    const store = storeWith(s3.env());
    for (const key of ['../secret', 'gyms/../x.webp', '/gyms/a.webp', 'Gyms/A.webp']) {
      await expect(store.save(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Invalid media key/);
      await expect(store.read(key), key).rejects.toThrow(/Invalid media key/);
    }
  });

  it('answers 503 with the photos message when the signature is refused or the bucket is missing, never "not found"', async () => {
    const wrongSecret = storeWith({ ...s3.env(), AWS_SECRET_ACCESS_KEY: 'not-the-secret' });
    for (const call of [() => wrongSecret.save(upload, Buffer.from('x'), 'image/webp'), () => wrongSecret.read(upload), () => wrongSecret.remove(upload)]) {
      const error = await refusal(call);
      expect(error).toMatchObject({ kind: 'unavailable', statusCode: 503, code: 'imageStoreDown' });
      expect((error.cause as { name?: string }).name).toBe('SignatureDoesNotMatch');
    }
    const noBucket = storeWith({ ...s3.env(), MEDIA_S3_BUCKET: 'no-such-bucket' });
    const missing = await refusal(() => noBucket.read(upload));
    expect(missing).toMatchObject({ statusCode: 503, code: 'imageStoreDown' });
    expect((missing.cause as { name?: string }).name).toBe('NoSuchBucket');
    expect(await s3.keys()).toEqual([]);
  });

  it('answers 503 at once when nothing listens at the address', async () => {
    proxy.cut();
    try {
      const store = storeWith(s3.env(`http://127.0.0.1:${proxy.port}`));
      const started = Date.now();
      expect(await refusal(() => store.save(upload, Buffer.from('x'), 'image/webp'))).toMatchObject({ statusCode: 503, code: 'imageStoreDown' });
      expect(await refusal(() => store.read(upload))).toMatchObject({ statusCode: 503, code: 'imageStoreDown' });
      expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS);
    } finally {
      proxy.restore();
    }
  });

  it('gives up on a bucket that takes the connection and never answers within MEDIA_S3_TIMEOUT_MS', async () => {
    proxy.pause();
    try {
      const store = storeWith(s3.env(`http://127.0.0.1:${proxy.port}`));
      for (const call of [() => store.save(upload, Buffer.from('x'), 'image/webp'), () => store.read(upload), () => store.remove(upload)]) {
        const started = Date.now();
        expect(await refusal(call)).toMatchObject({ statusCode: 503, code: 'imageStoreDown' });
        const elapsed = Date.now() - started;
        expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        expect(elapsed).toBeLessThan(TIMEOUT_MS + 1_000);
      }
    } finally {
      // Drops what the proxy held back, so no late request reaches the bucket after the test.
      proxy.cut();
      proxy.resume();
      proxy.restore();
    }
    expect(await s3.keys()).toEqual([]);
  });
});
