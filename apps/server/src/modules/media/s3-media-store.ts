import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { AppError } from '../../lib/errors.js';
import type { MediaS3Config } from '../../media-s3-config.js';
import { mediaCacheControl } from './media-cache-control.js';
import { assertValidMediaKey, type MediaStore } from './media-store.js';

/** A 503 with the photos' own message; the bucket's or the network's error rides along for the log. */
function storeDown(cause: unknown): AppError {
  const error = new AppError('unavailable', { code: 'imageStoreDown' });
  error.cause = cause;
  return error;
}

/** GetObject's answer for a key that holds nothing (a missing bucket is an outage, not a missing image). */
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));
}

/**
 * Keeps each object in an S3-compatible bucket under the same key the disk would use (contract
 * §8.14, decision 070). Every call is bounded: the SDK's socket timeouts end an attempt that hangs,
 * one retry follows a failed attempt, and the whole call, retry included, is cut at `timeoutMs`.
 * Whatever goes wrong on the way is a 503 the caller can retry (`imageStoreDown`).
 */
export function createS3MediaStore(settings: MediaS3Config): MediaStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: settings.timeoutMs, requestTimeout: settings.timeoutMs },
    // Checksums only where S3 demands one: several S3-compatible services refuse the SDK's newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bounded = () => ({ abortSignal: AbortSignal.timeout(settings.timeoutMs) });
  const target = (key: string) => {
    assertValidMediaKey(key);
    return { Bucket: settings.bucket, Key: key };
  };

  return {
    async save(key, data, contentType) {
      // The same caching the disk's server sends, so a bucket or CDN in front of it serves objects alike.
      const command = new PutObjectCommand({ ...target(key), Body: data, ContentType: contentType, CacheControl: mediaCacheControl(key) });
      await client.send(command, bounded()).catch((error: unknown) => {
        throw storeDown(error);
      });
    },
    async read(key) {
      const command = new GetObjectCommand(target(key));
      try {
        const { Body } = await client.send(command, bounded());
        return Body === undefined ? Buffer.alloc(0) : Buffer.from(await Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw storeDown(error);
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that holds nothing, so a retried delete succeeds as on disk.
      await client.send(new DeleteObjectCommand(target(key)), bounded()).catch((error: unknown) => {
        throw storeDown(error);
      });
    },
  };
}
