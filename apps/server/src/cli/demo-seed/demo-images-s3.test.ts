import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { loadConfig } from '../../config.js';
import { createGym, createUser } from '../../db/factories.js';
import { demoAssetsDir } from '../../lib/paths.js';
import { createConfiguredMediaStore } from '../../modules/media/configured-media-store.js';
import { addDemoImages, demoImagesForGym } from './demo-images.js';

// Contract §8.14: with MEDIA_S3_BUCKET set, the demo seed's pictures go to the bucket, not the disk.

let s3: LocalS3;
let database: TestDatabase;

beforeAll(async () => {
  s3 = await startLocalS3();
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
  await s3?.close();
});

describe('the demo pictures with a bucket configured', () => {
  it('are put into the bucket under the gym, as SVG, kept by caches a day', async () => {
    const owner = await createUser(database.db, { role: 'gym_owner' });
    const gym = await createGym(database.db, { ownerId: owner.id });
    const media = createConfiguredMediaStore(loadConfig({ ...s3.env(), SESSION_SECRET: 's'.repeat(40) }));
    const fileNames = demoImagesForGym(0);
    await addDemoImages(database.db, media, gym.id, fileNames, new Date());

    expect(await s3.keys(`gyms/${gym.id}/`)).toEqual(fileNames.map((name) => `gyms/${gym.id}/${name}`).sort());
    for (const name of fileNames) {
      expect(await s3.object(`gyms/${gym.id}/${name}`)).toMatchObject({
        bytes: await readFile(path.join(demoAssetsDir, name)),
        contentType: 'image/svg+xml',
        cacheControl: 'public, max-age=86400',
      });
    }
  });
});
