import path from 'node:path';

/** The types the store holds: uploads (WebP), demo pictures (SVG), share cards (JPEG), older PNGs. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/** The content type of a stored object, from its key's extension, as the disk's file server derives it. */
export function mediaContentType(key: string): string {
  return TYPE_BY_EXTENSION[path.extname(key)] ?? 'application/octet-stream';
}
