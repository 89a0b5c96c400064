import { newId } from '../../lib/ids.js';
import { gymImageKey, type MediaStore } from '../media/media-store.js';
import type { ProcessedGymImage } from './gym-image-processing.js';
import { variantFileName } from '../media/image-variants.js';

export const STORED_IMAGE_TYPE = 'image/webp';

/** What a gym_images row records about the files of one image. */
export interface StoredGymImage {
  fileName: string;
  width: number;
  variantWidths: number[];
}

/** The media keys of an image's file and of each of its narrower copies. */
export function storedImageKeys(gymId: string, image: Pick<StoredGymImage, 'fileName' | 'variantWidths'>): string[] {
  return [image.fileName, ...image.variantWidths.map((width) => variantFileName(image.fileName, width))].map((fileName) =>
    gymImageKey(gymId, fileName),
  );
}

/**
 * Saves re-encoded images under fresh names (gyms/{gymId}/{id}.webp, variants {id}-{width}w.webp);
 * returns what was stored, in order.
 */
export async function saveGymImages(
  media: MediaStore,
  gymId: string,
  images: readonly ProcessedGymImage[],
): Promise<StoredGymImage[]> {
  const stored: StoredGymImage[] = [];
  try {
    for (const image of images) {
      const fileName = `${newId()}.webp`;
      // Listed before its files are written, so a failure part-way still removes every one of them.
      stored.push({ fileName, width: image.width, variantWidths: image.variants.map((variant) => variant.width) });
      await media.save(gymImageKey(gymId, fileName), image.data, STORED_IMAGE_TYPE);
      for (const variant of image.variants) {
        await media.save(gymImageKey(gymId, variantFileName(fileName, variant.width)), variant.data, STORED_IMAGE_TYPE);
      }
    }
    return stored;
  } catch (error) {
    await removeGymImages(media, gymId, stored);
    throw error;
  }
}

/**
 * Undoes saveGymImages, variants included, when the database write that should list the files
 * fails. Best effort: the original error is the one worth reporting, and a left-over file is
 * unreachable by any listed URL.
 */
export async function removeGymImages(
  media: MediaStore,
  gymId: string,
  images: readonly Pick<StoredGymImage, 'fileName' | 'variantWidths'>[],
): Promise<void> {
  await Promise.allSettled(images.flatMap((image) => storedImageKeys(gymId, image)).map((key) => media.remove(key)));
}
