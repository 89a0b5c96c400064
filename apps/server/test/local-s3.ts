import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';

// A real S3-compatible server on this machine (@20minutes/s3rver, decision 070): objects in a
// temporary folder, spoken to over HTTP with SigV4 as any bucket would be. It knows one key pair.

export const LOCAL_S3_ACCESS_KEY = 'S3RVER';
export const LOCAL_S3_SECRET_KEY = 'S3RVER';
export const LOCAL_S3_BUCKET = 'gymslot-media';

export interface StoredObject {
  key: string;
  bytes: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface LocalS3 {
  /** http://127.0.0.1:{port}, the service's address (path-style). */
  endpoint: string;
  port: number;
  /** The settings that point GymSlot at this bucket; `endpoint` replaces the address (a proxy in front, say). */
  env(endpoint?: string): Record<string, string>;
  /**
   * Every key in the bucket under `prefix`, sorted, from the server's own storage: s3rver refuses the
   * SDK's signature of bucket-level calls such as ListObjectsV2 (it signs '/bucket/', s3rver checks '/bucket').
   */
  keys(prefix?: string): Promise<string[]>;
  /** One object with the headers S3 keeps beside it, read through the S3 API; undefined when absent. */
  object(key: string): Promise<StoredObject | undefined>;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'gymslot-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: LOCAL_S3_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: LOCAL_S3_ACCESS_KEY, secretAccessKey: LOCAL_S3_SECRET_KEY },
  });
  return {
    endpoint,
    port,
    env: (address = endpoint) => ({
      MEDIA_S3_BUCKET: LOCAL_S3_BUCKET,
      MEDIA_S3_ENDPOINT: address,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: LOCAL_S3_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_SECRET_KEY,
    }),
    async keys(prefix = '') {
      const { objects } = await server.store.listObjects(LOCAL_S3_BUCKET, { prefix });
      return objects.map((entry) => entry.key).sort();
    },
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: LOCAL_S3_BUCKET, Key: key }));
        const bytes = Buffer.from((await found.Body?.transformToByteArray()) ?? []);
        return { key, bytes, contentType: found.ContentType, cacheControl: found.CacheControl };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
