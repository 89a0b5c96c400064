import { newId } from '../../lib/ids.js';
import { gymImageKey, type MediaStore } from '../media/media-store.js';

export const STORED_IMAGE_TYPE = 'image/webp';

/** Saves re-encoded images under fresh names (gyms/{gymId}/{id}.webp); returns the names in order. */
export async function saveGymImages(media: MediaStore, gymId: string, images: readonly Buffer[]): Promise<string[]> {
  const fileNames: string[] = [];
  try {
    for (const image of images) {
      const fileName = `${newId()}.webp`;
      await media.save(gymImageKey(gymId, fileName), image, STORED_IMAGE_TYPE);
      fileNames.push(fileName);
    }
    return fileNames;
  } catch (error) {
    await removeGymImages(media, gymId, fileNames);
    throw error;
  }
}

/**
 * Undoes saveGymImages when the database write that should list the files fails. Best effort: the
 * original error is the one worth reporting, and a left-over file is unreachable by any listed URL.
 */
export async function removeGymImages(media: MediaStore, gymId: string, fileNames: readonly string[]): Promise<void> {
  await Promise.allSettled(fileNames.map((fileName) => media.remove(gymImageKey(gymId, fileName))));
}
