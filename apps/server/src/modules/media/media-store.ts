import type { AppConfig } from '../../config.js';

/**
 * Where uploaded and demo images live: the local disk (local-media-store.ts), or an S3-compatible
 * bucket when the app runs on several machines (s3-media-store.ts, contract §8.14), chosen from the
 * config by configured-media-store.ts. Where browsers load them from is MediaUrls.
 */
export interface MediaStore {
  save(key: string, data: Buffer, contentType: string): Promise<void>;
  /** What is stored under `key`, or undefined when nothing is (share cards read photos and their own copies). */
  read(key: string): Promise<Buffer | undefined>;
  /** Removing a key that holds nothing is not an error, so a retried delete succeeds. */
  remove(key: string): Promise<void>;
}

/**
 * The one place media addresses are made and read back (decision 029). Replies carry absolute
 * addresses, so a client served from another origin loads them too; the database keeps only keys,
 * so a new PUBLIC_URL or MEDIA_PUBLIC_URL changes every reply without a migration.
 */
export interface MediaUrls {
  /** The absolute address a browser loads the object stored under `key` from. */
  urlFor(key: string): string;
  /**
   * The key an address names: one under the current base, under PUBLIC_URL/api/media or
   * PUBLIC_URL/media, or the root-relative '/api/media/…' or '/media/…' that replies gave before;
   * undefined for anything else.
   */
  keyOf(url: string): string | undefined;
}

/** Where the app serves media: under /api (a client's proxy that forwards only /api passes it), and at the older /media. */
export const API_MEDIA_URL_PREFIX = '/api/media/';
const MEDIA_URL_PREFIX = '/media/';
export const MEDIA_URL_PREFIXES = [API_MEDIA_URL_PREFIX, MEDIA_URL_PREFIX] as const;

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

/** Built once per process from the config, which never changes while it runs. */
export function createMediaUrls(config: Pick<AppConfig, 'publicUrl' | 'mediaPublicUrl'>): MediaUrls {
  const base = `${config.mediaPublicUrl}/`;
  const accepted = [...new Set([base, ...MEDIA_URL_PREFIXES.map((prefix) => config.publicUrl + prefix), ...MEDIA_URL_PREFIXES])];
  return {
    urlFor(key) {
      assertValidMediaKey(key);
      return base + key;
    },
    keyOf(url) {
      const prefix = accepted.find((start) => url.startsWith(start));
      const key = prefix === undefined ? undefined : url.slice(prefix.length);
      return key !== undefined && isValidMediaKey(key) ? key : undefined;
    },
  };
}

/** The address of a gym image (or of one of its variants, by the variant's file name). */
export function gymImageUrl(urls: MediaUrls, gymId: string, fileName: string): string {
  return urls.urlFor(gymImageKey(gymId, fileName));
}
