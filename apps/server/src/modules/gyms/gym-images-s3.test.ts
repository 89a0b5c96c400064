import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { addImagesReplySchema, deleteImageReplySchema } from '@gymslot/shared/owner-schemas';
import { serverTexts } from '@gymslot/shared/server-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../test/error-envelope.js';
import { multipartBody, pngImage } from '../../../test/image-fixtures.js';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3.js';
import { signIn, type SignedIn } from '../../../test/owner-helpers.js';
import { startS3FaultProxy, type S3FaultProxy } from '../../../test/s3-fault-proxy.js';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js';
import { useTestApp } from '../../../test/test-app.js';
import { createGym } from '../../db/factories.js';
import { gymImages } from '../../db/schema/gyms.js';

// Contract §8.14 (decision 070): with MEDIA_S3_BUCKET set, G14's uploads go to the bucket through
// the real HTTP API, /api/media reads them back from it, G13 deletes every object of an image, and
// a bucket that fails part-way, is down or hangs leaves a clear 503 and nothing half written.
// The bucket is reached through two hops a test can break: a TCP proxy (down, hung) and an HTTP
// one (puts refused after a count).

const TIMEOUT_MS = 700;
let s3: LocalS3;
let faults: S3FaultProxy;
let link: TcpProxy;

beforeAll(async () => {
  s3 = await startLocalS3();
  faults = await startS3FaultProxy(s3.port);
  link = await startTcpProxy('127.0.0.1', Number(new URL(faults.endpoint).port));
});
afterAll(async () => {
  await link?.close();
  await faults?.close();
  await s3?.close();
});

const t = useTestApp(() => ({ ...s3.env(`http://127.0.0.1:${link.port}`), MEDIA_S3_TIMEOUT_MS: String(TIMEOUT_MS) }));
let owner: SignedIn;
let photo: Buffer;
beforeAll(async () => {
  owner = await signIn(t, 'gym_owner');
  // Wide enough for both narrower copies (400 and 800 px): three objects per image.
  photo = await pngImage(1000, 600);
});

async function upload(gymId: string, count = 1) {
  const body = await multipartBody({}, Array.from({ length: count }, (_, i) => ({ name: `floor-${i}.png`, data: photo })));
  return t.app.inject({ method: 'PATCH', url: `/api/gyms/${gymId}/add-images`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
}

const newGym = () => createGym(t.database.db, { ownerId: owner.account.id });
const rowsOf = (gymId: string) => t.database.db.select().from(gymImages).where(eq(gymImages.gymId, gymId));
const storeDown = errorEnvelope(serverTexts.imageStoreDown);

describe('images in an S3-compatible bucket, through the HTTP API', () => {
  it('stores an upload and its narrower copies in the bucket, serves them from /api/media, and deletes every one', async () => {
    const gym = await newGym();
    const added = await upload(gym.id);
    expect(added.statusCode, added.body).toBe(200);
    const [url = ''] = addImagesReplySchema.parse(added.json()).images;
    const key = url.slice('http://localhost:3000/api/media/'.length);
    expect(key).toMatch(new RegExp(`^gyms/${gym.id}/[0-9a-f]{24}\\.webp$`));
    const stem = key.slice(0, -'.webp'.length);
    expect(await s3.keys(`gyms/${gym.id}/`)).toEqual([`${stem}-400w.webp`, `${stem}-800w.webp`, key]);
    // Nothing went to the local disk.
    expect(existsSync(path.join(t.dataDir, 'media', 'gyms', gym.id))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual((await s3.object(key))?.bytes);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    expect((await t.app.inject({ method: 'GET', url: `/media/${stem}-400w.webp` })).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'PATCH', url: `/api/gyms/${gym.id}/delete-image`, headers: owner.headers, payload: { imageUrl: url } });
    expect(deleteImageReplySchema.parse(removed.json()).images).toEqual([]);
    expect(await s3.keys(`gyms/${gym.id}/`)).toEqual([]);
    expect(await rowsOf(gym.id)).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(errorEnvelope(serverTexts.notFound));
  });

  it('removes what it had put when the bucket refuses a put part-way, and lists nothing', async () => {
    const gym = await newGym();
    // Two images of three objects each: the fifth put (the second image's first copy) is refused, and its retry too.
    const putsBefore = faults.puts();
    faults.refusePutsAfter(4);
    try {
      const refused = await upload(gym.id, 2);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual(storeDown);
    } finally {
      faults.heal();
    }
    // Four objects did reach the bucket, and were removed again.
    expect(faults.puts() - putsBefore).toBe(4);
    expect(await rowsOf(gym.id)).toEqual([]);
    expect(await s3.keys(`gyms/${gym.id}/`)).toEqual([]);
  });

  it('answers 503 with the photos message to an upload and a read while the bucket is down, and nothing is left once it is back', async () => {
    const gym = await newGym();
    const kept = await upload(gym.id);
    const [url = ''] = addImagesReplySchema.parse(kept.json()).images;
    link.cut();
    try {
      const refused = await upload(gym.id);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(storeDown);
      const read = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual(storeDown);
    } finally {
      link.restore();
    }
    expect(await rowsOf(gym.id)).toHaveLength(1);
    expect(await s3.keys(`gyms/${gym.id}/`)).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
  });

  it('answers 503 to an upload while the bucket hangs, bounded by MEDIA_S3_TIMEOUT_MS, not a hung request', async () => {
    const gym = await newGym();
    link.pause();
    const started = Date.now();
    try {
      const refused = await upload(gym.id);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(storeDown);
    } finally {
      // Drops what the proxy held back, so no late put reaches the bucket.
      link.cut();
      link.resume();
      link.restore();
    }
    // The put gives up after the timeout; removing what it may have left takes at most as long again.
    expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS + 1_500);
    expect(await rowsOf(gym.id)).toEqual([]);
    expect(await s3.keys(`gyms/${gym.id}/`)).toEqual([]);
  });
});
