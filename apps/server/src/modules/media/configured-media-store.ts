import type { AppConfig } from '../../config.js';
import { mediaDirOf } from '../../lib/paths.js';
import { createLocalMediaStore } from './local-media-store.js';
import type { MediaStore } from './media-store.js';
import { createS3MediaStore } from './s3-media-store.js';

/** The bucket when MEDIA_S3_BUCKET is set (contract §8.14), else DATA_DIR/media on the local disk. */
export function createConfiguredMediaStore(config: Pick<AppConfig, 'dataDir' | 'mediaS3'>): MediaStore {
  return config.mediaS3 === undefined ? createLocalMediaStore(mediaDirOf(config)) : createS3MediaStore(config.mediaS3);
}
