import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../db/client.js';
import { gymImages } from '../../db/schema/gyms.js';
import { newId } from '../../lib/ids.js';
import { demoAssetsDir } from '../../lib/paths.js';
import { gymImageKey, type MediaStore } from '../../modules/media/media-store.js';

/** The illustrations in apps/server/assets/demo, drawn for GymSlot (no third-party images). */
export const demoImageFiles = [
  'dumbbells.svg',
  'treadmills.svg',
  'squat-rack.svg',
  'boxing-bags.svg',
  'yoga-mats.svg',
  'cycling-studio.svg',
  'kettlebells.svg',
  'rowing-machines.svg',
  'battle-ropes.svg',
  'bench-press.svg',
] as const;

/**
 * Two or three different illustrations for the gym at `gymIndex` in the demo list, each gym
 * starting from a different picture so neighbouring cards do not look alike.
 */
export function demoImagesForGym(gymIndex: number): string[] {
  const count = gymIndex % 3 === 0 ? 3 : 2;
  const total = demoImageFiles.length;
  // Steps of 3 stay below the 10 files for k < 3, so one gym never gets the same picture twice;
  // 7 is coprime with 10, so ten gyms in a row all open on a different picture.
  return Array.from({ length: count }, (_, k) => demoImageFiles[(gymIndex * 7 + k * 3) % total] as string);
}

/** Copies the files into the media store under the gym and lists them in display order. */
export async function addDemoImages(
  db: Executor,
  media: MediaStore,
  gymId: string,
  fileNames: string[],
  createdAt: Date,
): Promise<void> {
  for (const fileName of fileNames) {
    const data = await readFile(path.join(demoAssetsDir, fileName));
    await media.save(gymImageKey(gymId, fileName), data, 'image/svg+xml');
  }
  await db
    .insert(gymImages)
    .values(fileNames.map((fileName, position) => ({ id: newId(), gymId, fileName, position, createdAt })));
}
