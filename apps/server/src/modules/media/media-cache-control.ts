import path from 'node:path';

/** One year: the longest lifetime caches honour. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/** The names gym-image-storage.ts gives uploads: a fresh random id, and `-{width}w` for a narrower copy. */
const UPLOADED_IMAGE_NAME = /^[0-9a-f]{24}(-[1-9][0-9]*w)?\.webp$/;

/**
 * Uploads are written once under a name never used before and never rewritten (a new photo gets a
 * new name), so browsers may keep them for a year without asking again. Anything else, such as the
 * demo pictures copied under fixed names, could change behind the same URL, so it is kept a day.
 */
export function mediaCacheControl(filePath: string): string {
  return UPLOADED_IMAGE_NAME.test(path.basename(filePath)) ? IMMUTABLE : ONE_DAY;
}
