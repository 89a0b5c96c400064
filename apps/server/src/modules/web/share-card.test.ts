import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookableGym } from '../../../test/booking-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { createGym, createUser } from '../../db/factories.js';
import { gymImages } from '../../db/schema/gyms.js';
import { demoAssetsDir, mediaDirOf } from '../../lib/paths.js';
import { newId } from '../../lib/ids.js';
import { createLocalMediaStore } from '../media/local-media-store.js';
import { gymImageKey } from '../media/media-store.js';
import { createRenderQueue } from './render-queue.js';

// Contract §8.13: the preview's picture must be a JPEG or PNG at least 600 px wide (WhatsApp shows
// no SVG, and the demo photos are SVG), made once per version of the gym's first photo.

const t = useTestApp();

async function cardOf(gymId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/g/${gymId}/card.jpg` });
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : undefined };
}

const storedCards = async (gymId: string) => readdir(path.join(mediaDirOf(t.config), 'share-cards', gymId)).catch(() => [] as string[]);

describe("a gym's share card /g/{id}/card.jpg", () => {
  it('draws a demo gym\'s SVG photo as a 1200 × 630 JPEG, and keeps it in the media store', async () => {
    const { gym } = await bookableGym(t.database.db, { name: 'Demo Drawing Gym' });
    const media = createLocalMediaStore(mediaDirOf(t.config));
    await media.save(gymImageKey(gym.id, 'dumbbells.svg'), await readFile(path.join(demoAssetsDir, 'dumbbells.svg')), 'image/svg+xml');
    await t.database.db.insert(gymImages).values({ id: newId(), gymId: gym.id, fileName: 'dumbbells.svg', position: 0 });

    const { res, meta } = await cardOf(gym.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Mostly the drawing's dark wall and floor, not a blank or branded card.
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.b).toBeLessThan(200);
    expect(await storedCards(gym.id)).toHaveLength(1);

    const again = await cardOf(gym.id);
    expect(again.res.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(await storedCards(gym.id)).toHaveLength(1);
  });

  it('makes an uploaded photo (a stored WebP) the card, and a new card under a new key when the first photo changes', async () => {
    const { gym } = await bookableGym(t.database.db, { name: 'Photo Gym' });
    const media = createLocalMediaStore(mediaDirOf(t.config));
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c03020' } }).webp().toBuffer();
    await media.save(gymImageKey(gym.id, 'a1b2c3d4e5f6a1b2c3d4e5f6.webp'), photo, 'image/webp');
    const [first] = await t.database.db
      .insert(gymImages)
      .values({ id: newId(), gymId: gym.id, fileName: 'a1b2c3d4e5f6a1b2c3d4e5f6.webp', position: 0, width: 1600, variantWidths: [] })
      .returning();
    const { meta, res } = await cardOf(gym.id);
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);

    const page = (await t.app.inject({ method: 'GET', url: `/g/${gym.id}` })).body;
    const version = /card\.jpg\?v=([0-9a-f]{16})/.exec(page)?.[1];
    await media.save(gymImageKey(gym.id, 'b1b2c3d4e5f6a1b2c3d4e5f6.webp'), photo, 'image/webp');
    if (first) await t.database.db.delete(gymImages).where(eq(gymImages.id, first.id));
    await t.database.db.insert(gymImages).values({ id: newId(), gymId: gym.id, fileName: 'b1b2c3d4e5f6a1b2c3d4e5f6.webp', position: 0, width: 1600, variantWidths: [] });
    const newPage = (await t.app.inject({ method: 'GET', url: `/g/${gym.id}` })).body;
    expect(/card\.jpg\?v=([0-9a-f]{16})/.exec(newPage)?.[1]).not.toBe(version);
    expect((await cardOf(gym.id)).meta).toMatchObject({ width: 1200 });
    expect(await storedCards(gym.id)).toHaveLength(2);
  });

  it('gives a gym without photos, or whose photo is missing, a plain branded card', async () => {
    const owner = await createUser(t.database.db, { role: 'gym_owner' });
    const bare = await createGym(t.database.db, { ownerId: owner.id, name: 'बजरंग Fitness <Club> & "Co"' });
    const { res, meta } = await cardOf(bare.id);
    expect(res.statusCode).toBe(200);
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The accent blue.
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);

    const lost = await createGym(t.database.db, { ownerId: owner.id, name: 'Lost Photo Gym' });
    await t.database.db.insert(gymImages).values({ id: newId(), gymId: lost.id, fileName: 'gone.svg', position: 0 });
    expect((await cardOf(lost.id)).meta).toMatchObject({ format: 'jpeg', width: 1200 });
  });

  it('is 404 for a malformed, unknown or hidden gym', async () => {
    const owner = await createUser(t.database.db, { role: 'gym_owner' });
    const hidden = await createGym(t.database.db, { ownerId: owner.id, isApproved: false });
    for (const id of ['nope', '0123456789abcdef01234567', hidden.id, '../../etc']) {
      const res = await t.app.inject({ method: 'GET', url: `/g/${id}/card.jpg` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).not.toBe('image/jpeg');
    }
  });
});

describe('the render queue', () => {
  it('runs at most its number at once and refuses work beyond the waiting room', async () => {
    const queue = createRenderQueue(2, 1);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const first = queue.run(job);
    const second = queue.run(job);
    const third = queue.run(job);
    expect(await queue.run(job)).toBeUndefined();
    expect(releases).toHaveLength(2);
    releases.shift()?.();
    expect(await first).toBe('done');
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    for (const release of releases.splice(0)) release();
    expect(await Promise.all([second, third])).toEqual(['done', 'done']);
    expect(most).toBe(2);
  });
});
