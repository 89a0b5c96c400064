import { MAX_GYM_IMAGES } from '@gymslot/shared/owner-schemas';
import type { AppDeps } from '../../app-deps.js';
import { gymActions, type Caller } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { gymImageKey, gymImageUrl, type MediaStore, type MediaUrls } from '../media/media-store.js';
import { findGymForCaller } from './gym-access.js';
import { toStoredGymImages } from './gym-image-processing.js';
import { removeGymImages, saveGymImages, storedImageKeys } from './gym-image-storage.js';
import * as gymImagesRepository from './gym-images.repository.js';
import * as gymsRepository from './gyms.repository.js';
import type { UploadedFile } from './multipart-form.js';

export interface AddedImages {
  /** Only the new images, in upload order. */
  added: string[];
  all: string[];
}

const tooMany = () => new AppError('invalid_data', { code: 'tooManyImages' });

/** G13 and G14: an owner's (or an admin's) edits of a gym's photos. */
export function createGymImagesService(deps: Pick<AppDeps, 'database' | 'clock'>, media: MediaStore, urls: MediaUrls) {
  const { db } = deps.database;

  async function imageUrls(gymId: string): Promise<string[]> {
    const rows = await gymImagesRepository.findByGymId(db, gymId);
    return rows.map((row) => gymImageUrl(urls, gymId, row.fileName));
  }

  return {
    /** G14. The body is read only once the caller is known to manage this gym. */
    async add(caller: Caller, gymId: string, readFiles: () => Promise<UploadedFile[]>): Promise<AddedImages> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const files = await readFiles();
      if (files.length === 0) throw new AppError('invalid_data', { code: 'noImages' });
      const existing = await gymImagesRepository.findByGymId(db, gym.id);
      if (existing.length + files.length > MAX_GYM_IMAGES) throw tooMany();
      const images = await toStoredGymImages(files.map((file) => file.data));
      if (!images) throw new AppError('invalid_data', { code: 'imageWrongType' });

      const stored = await saveGymImages(media, gym.id, images);
      try {
        await db.transaction(async (tx) => {
          // Locks the gym row first, so a parallel upload cannot slip past the limit between count and insert.
          await gymsRepository.markUpdated(tx, gym.id, deps.clock.now());
          const current = await gymImagesRepository.findByGymId(tx, gym.id);
          if (current.length + stored.length > MAX_GYM_IMAGES) throw tooMany();
          const nextPosition = Math.max(-1, ...current.map((row) => row.position)) + 1;
          await gymImagesRepository.insertMany(
            tx,
            stored.map((image, index) => ({ id: newId(), gymId: gym.id, ...image, position: nextPosition + index })),
          );
        });
      } catch (error) {
        await removeGymImages(media, gym.id, stored);
        throw error;
      }
      return { added: stored.map((image) => gymImageUrl(urls, gym.id, image.fileName)), all: await imageUrls(gym.id) };
    },

    /**
     * G13. Only a URL that names exactly one of this gym's listed images (its address now, or the
     * older root-relative one) names a file, so no path the caller writes ('../', another gym's
     * image, an encoded slash) can reach any other file.
     */
    async remove(caller: Caller, gymId: string, imageUrl: string): Promise<string[]> {
      const gym = await findGymForCaller(db, caller, gymId, gymActions.updateGym);
      const rows = await gymImagesRepository.findByGymId(db, gym.id);
      const key = urls.keyOf(imageUrl);
      const target = rows.find((row) => gymImageKey(gym.id, row.fileName) === key);
      if (!target) throw new AppError('not_found', { code: 'imageNotOnGym' });
      const removed = await db.transaction(async (tx) => {
        const deleted = await gymImagesRepository.deleteById(tx, target.id);
        if (deleted) await gymsRepository.markUpdated(tx, gym.id, deps.clock.now());
        return deleted;
      });
      // The row goes first: a file left behind by a failed removal is unlisted, never a broken image.
      if (removed) await Promise.all(storedImageKeys(gym.id, target).map((key) => media.remove(key)));
      return imageUrls(gym.id);
    },
  };
}

export type GymImagesService = ReturnType<typeof createGymImagesService>;
