import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../lib/ids.js';
import { assertValidMediaKey, type MediaStore } from './media-store.js';

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
      await mkdir(path.dirname(filePath), { recursive: true });
      // Write then rename, so a reader never sees a half-written image; the dot name is never served.
      const partial = path.join(path.dirname(filePath), `.${newId()}.partial`);
      await writeFile(partial, data);
      await rename(partial, filePath);
    },
    async remove(key) {
      await rm(filePathFor(key), { force: true });
    },
  };
}
