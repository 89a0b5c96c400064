/**
 * Where uploaded and demo images live. Local disk today; an S3-compatible bucket can implement the
 * same three calls when the app runs on several machines.
 */
export interface MediaStore {
  save(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removing a key that holds nothing is not an error, so a retried delete succeeds. */
  remove(key: string): Promise<void>;
  /** The URL path a browser loads the object from. */
  urlFor(key: string): string;
}

export const MEDIA_URL_PREFIX = '/media/';

const MAX_KEY_LENGTH = 200;

/**
 * Keys become file paths and URLs, so only plain lowercase segments are allowed: no empty, '.'
 * or '..' segments (a segment may not start with a dot at all), no leading slash, no backslash.
 */
export function isValidMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!/^[a-z0-9._/-]+$/.test(key)) return false;
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

/** gym_images.file_name holds only the file name; this is where that file lives in the store. */
export function gymImageKey(gymId: string, fileName: string): string {
  const key = `gyms/${gymId}/${fileName}`;
  assertValidMediaKey(key);
  return key;
}

/** The URL the media routes serve a gym image from; the same path the local media store gives. */
export function gymImageUrl(gymId: string, fileName: string): string {
  return MEDIA_URL_PREFIX + gymImageKey(gymId, fileName);
}
