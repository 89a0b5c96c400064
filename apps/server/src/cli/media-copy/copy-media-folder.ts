import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { mediaContentType } from '../../modules/media/media-content-type.js';
import { isValidMediaKey, type MediaStore } from '../../modules/media/media-store.js';

/** Puts at once: enough to keep a bucket busy, few enough not to be throttled. */
const COPIES_AT_ONCE = 8;

export interface CopyReport {
  /** Keys written to the target, each with the bytes of its file. */
  copied: string[];
  /** Files under the folder that no key can name (the disk store's dot-named partial writes, say). */
  skipped: string[];
}

/** Every file under `dir`, as a path relative to it with '/' between folders. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies a disk media store (DATA_DIR/media) into another store under the same keys: the
 * `media:copy-to-s3` command. A rerun writes the same bytes under the same keys again, so it is safe
 * to repeat after a failure part-way.
 */
export async function copyMediaFolder(dir: string, target: MediaStore, onCopied: (key: string) => void = () => undefined): Promise<CopyReport> {
  const files = await filesUnder(dir);
  const keys = files.filter(isValidMediaKey);
  const limit = pLimit(COPIES_AT_ONCE);
  await Promise.all(
    keys.map((key) =>
      limit(async () => {
        await target.save(key, await readFile(path.join(dir, ...key.split('/'))), mediaContentType(key));
        onCopied(key);
      }),
    ),
  );
  return { copied: keys, skipped: files.filter((file) => !isValidMediaKey(file)) };
}
