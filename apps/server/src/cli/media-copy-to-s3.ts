import { existsSync } from 'node:fs';
import { ConfigError } from '../config.js';
import { AppError } from '../lib/errors.js';
import { mediaDirOf } from '../lib/paths.js';
import { createS3MediaStore } from '../modules/media/s3-media-store.js';
import { loadCliConfig, runCli, writeLine } from './cli-support.js';
import { copyMediaFolder } from './media-copy/copy-media-folder.js';

// npm run media:copy-to-s3 — copies DATA_DIR/media into the bucket MEDIA_S3_BUCKET names (contract §8.14).
runCli(async () => {
  const config = loadCliConfig();
  if (config.mediaS3 === undefined) {
    throw new ConfigError('Set MEDIA_S3_BUCKET (and MEDIA_S3_ENDPOINT for a non-AWS service) to the bucket to copy DATA_DIR/media into.');
  }
  const folder = mediaDirOf(config);
  if (!existsSync(folder)) throw new ConfigError(`There is no media folder at ${folder}: set DATA_DIR to the folder npm start used.`);
  writeLine(`Copying ${folder} into the bucket ${config.mediaS3.bucket}`);
  try {
    const { copied, skipped } = await copyMediaFolder(folder, createS3MediaStore(config.mediaS3));
    writeLine(`Copied ${copied.length} file(s).`);
    if (skipped.length > 0) writeLine(`Skipped ${skipped.length} file(s) no key can name: ${skipped.join(', ')}`);
  } catch (error) {
    // The operator needs the bucket's own reason (no such bucket, access denied), not the visitors' message.
    if (error instanceof AppError && error.cause instanceof Error) throw new Error(`the bucket refused or did not answer: ${error.cause.message}`);
    throw error;
  }
});
