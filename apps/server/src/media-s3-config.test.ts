import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { SESSION_SECRET: 's'.repeat(40) };

describe('the bucket settings (contract §8.14)', () => {
  it('keeps images on the local disk when MEDIA_S3_BUCKET is not set', () => {
    expect(loadConfig(base).mediaS3).toBeUndefined();
  });

  it('reads the bucket, its service, region, addressing, timeout and keys', () => {
    expect(loadConfig({ ...base, MEDIA_S3_BUCKET: 'gymslot-media' }).mediaS3).toEqual({
      bucket: 'gymslot-media',
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
      timeoutMs: 10_000,
      credentials: undefined,
    });
    const full = loadConfig({
      ...base,
      MEDIA_S3_BUCKET: 'media.gymslot.in',
      MEDIA_S3_ENDPOINT: 'https://minio.internal:9000/',
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_TIMEOUT_MS: '2500',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret/key+example',
    }).mediaS3;
    expect(full).toEqual({
      bucket: 'media.gymslot.in',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      timeoutMs: 2500,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/key+example' },
    });
  });

  it('names the variable and the problem in one line', () => {
    const refused = (env: Record<string, string>) => () => loadConfig({ ...base, MEDIA_S3_BUCKET: 'gymslot-media', ...env });
    expect(refused({ MEDIA_S3_BUCKET: 'Gym_Slot' })).toThrow(/^Invalid environment variable MEDIA_S3_BUCKET: must be a bucket name: 3 to 63 lowercase/);
    expect(refused({ MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(/^Invalid environment variable MEDIA_S3_ENDPOINT: must be an http\(s\) URL/);
    expect(refused({ MEDIA_S3_REGION: 'Mumbai India' })).toThrow(/^Invalid environment variable MEDIA_S3_REGION: must be a region name such as ap-south-1$/);
    expect(refused({ MEDIA_S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/^Invalid environment variable MEDIA_S3_FORCE_PATH_STYLE: must be true or false$/);
    expect(refused({ MEDIA_S3_TIMEOUT_MS: '50' })).toThrow(/^Invalid environment variable MEDIA_S3_TIMEOUT_MS: must be at least 100$/);
    expect(refused({ MEDIA_S3_TIMEOUT_MS: 'soon' })).toThrow(/^Invalid environment variable MEDIA_S3_TIMEOUT_MS: must be a number of milliseconds$/);
    expect(refused({ AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /^Invalid environment variable AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together$/,
    );
  });

  it('refuses the bucket-only settings without MEDIA_S3_BUCKET, rather than quietly keeping images on disk', () => {
    expect(() => loadConfig({ ...base, MEDIA_S3_ENDPOINT: 'https://minio.internal' })).toThrow(
      /^Invalid environment variable MEDIA_S3_ENDPOINT: needs MEDIA_S3_BUCKET$/,
    );
    expect(() => loadConfig({ ...base, MEDIA_S3_FORCE_PATH_STYLE: 'true' })).toThrow(/^Invalid environment variable MEDIA_S3_FORCE_PATH_STYLE: needs MEDIA_S3_BUCKET$/);
  });
});
