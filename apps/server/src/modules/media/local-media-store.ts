import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { assertValidMediaKey, type MediaStore } from './media-store.js';

/** A full disk (ENOSPC) or a used-up quota (EDQUOT): the caller can do nothing but wait. */
function isOutOfSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** The 507 a caller sees for a full disk; the system's own error rides along for the log. */
function outOfSpace(cause: unknown): AppError {
  const error = new AppError('insufficient_storage', { code: 'imageNoRoom' });
  error.cause = cause;
  return error;
}

/** Keeps each object as a file under rootDir (DATA_DIR/media), served by media.routes.ts. */
export function createLocalMediaStore(rootDir: string): MediaStore {
  const root = path.resolve(rootDir);

  function filePathFor(key: string): string {
    assertValidMediaKey(key);
    const filePath = path.resolve(root, key);
    // The key rules already forbid escaping; this re-checks on the real path as a second guard.
    if (!filePath.startsWith(root + path.sep)) throw new Error(`Media key escapes the media folder: ${key}`);
    return filePath;
  }

  return {
    // The local disk needs no content type: the server derives it from the file's extension.
    async save(key, data, _contentType) {
      const filePath = filePathFor(key);
      // Write then rename, so a reader never sees a half-written image; the dot name is never served.
      const partial = path.join(path.dirname(filePath), `.${newId()}.partial`);
      try {
        await mkdir(path.dirname(filePath), { recursive: true });
        await writeFile(partial, data);
        await rename(partial, filePath);
      } catch (error) {
        // A half-written temp file would keep a full disk full and is never reachable by a URL.
        await rm(partial, { force: true }).catch(() => undefined);
        throw isOutOfSpace(error) ? outOfSpace(error) : error;
      }
    },
    async read(key) {
      try {
        return await readFile(filePathFor(key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException | undefined)?.code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(filePathFor(key), { force: true });
    },
  };
}
