import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../media/local-media-store.js';
import type { MediaStore } from '../media/media-store.js';
import type { ProcessedGymImage } from './gym-image-processing.js';
import { removeGymImages, saveGymImages } from './gym-image-storage.js';

const gymId = '0123456789abcdef01234567';
const photo: ProcessedGymImage = {
  data: Buffer.from('full'),
  width: 1600,
  variants: [
    { width: 400, data: Buffer.from('small') },
    { width: 800, data: Buffer.from('medium') },
  ],
};
const thumbnail: ProcessedGymImage = { data: Buffer.from('tiny'), width: 120, variants: [] };

let root: string;
let media: MediaStore;
const filesOnDisk = () => readdir(path.join(root, 'gyms', gymId)).then((names) => names.sort(), () => []);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gymslot-gym-images-'));
  media = createLocalMediaStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('saveGymImages', () => {
  it('writes each image and its narrower copies under names derived from one fresh id', async () => {
    const stored = await saveGymImages(media, gymId, [photo, thumbnail]);
    expect(stored).toEqual([
      { fileName: expect.stringMatching(/^[0-9a-f]{24}\.webp$/), width: 1600, variantWidths: [400, 800] },
      { fileName: expect.stringMatching(/^[0-9a-f]{24}\.webp$/), width: 120, variantWidths: [] },
    ]);
    const [first, second] = stored.map((image) => image.fileName.replace('.webp', ''));
    expect(await filesOnDisk()).toEqual(
      [`${first}.webp`, `${first}-400w.webp`, `${first}-800w.webp`, `${second}.webp`].sort(),
    );
  });

  it('removes everything it wrote, variants included, when a write fails part-way', async () => {
    let saves = 0;
    const failingOnFifth: MediaStore = {
      ...media,
      async save(key, data, contentType) {
        saves += 1;
        if (saves === 5) throw new Error('disk full');
        await media.save(key, data, contentType);
      },
    };
    await expect(saveGymImages(failingOnFifth, gymId, [photo, photo])).rejects.toThrow('disk full');
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe('removeGymImages', () => {
  it("removes the listed images' files and variants and leaves the others", async () => {
    const [removed, kept] = await saveGymImages(media, gymId, [photo, photo]);
    await removeGymImages(media, gymId, removed ? [removed] : []);
    const keptId = kept?.fileName.replace('.webp', '');
    expect(await filesOnDisk()).toEqual([`${keptId}-400w.webp`, `${keptId}-800w.webp`, `${keptId}.webp`]);
  });
});
