import { z } from 'zod';

// The S3-compatible bucket of API contract §8.14, read from the environment with the rest of
// config.ts (decision 070). Without MEDIA_S3_BUCKET images stay on the local disk.

/** Where the bucket is and how long one call to it may take. */
export interface MediaS3Config {
  bucket: string;
  /** A non-AWS service's address (MinIO, R2, Spaces…); undefined means AWS S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  /** Addresses objects as {endpoint}/{bucket}/{key} rather than {bucket}.{endpoint}/{key}. */
  forcePathStyle: boolean;
  /** One call (a put, a get, a delete), its retry included, gives up after this long. */
  timeoutMs: number;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; undefined leaves the SDK to find a role's credentials. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The variables, spread into config.ts's schema. */
export const mediaS3Env = {
  // S3's own rule for bucket names (the dotted and dashed forms it refuses are refused by the service).
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  MEDIA_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' })
    .refine((value) => !/[?#]/.test(value), 'must not have a query (?) or a fragment (#)')
    .optional(),
  MEDIA_S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as ap-south-1').default('ap-south-1'),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  MEDIA_S3_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000 (one minute)')
    .default(10_000),
  AWS_ACCESS_KEY_ID: z.string().min(1).max(256, 'must be at most 256 characters').optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).max(256, 'must be at most 256 characters').optional(),
};

type MediaS3Vars = z.output<z.ZodObject<typeof mediaS3Env>>;

/** The bucket's settings, or undefined for the local disk; a setting that makes no sense alone stops the process. */
export function mediaS3Of(vars: MediaS3Vars, fail: (message: string) => never): MediaS3Config | undefined {
  const keys = [vars.AWS_ACCESS_KEY_ID, vars.AWS_SECRET_ACCESS_KEY].filter((key) => key !== undefined).length;
  if (keys === 1) fail('Invalid environment variable AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  if (vars.MEDIA_S3_BUCKET === undefined) {
    if (vars.MEDIA_S3_ENDPOINT !== undefined) fail('Invalid environment variable MEDIA_S3_ENDPOINT: needs MEDIA_S3_BUCKET');
    if (vars.MEDIA_S3_FORCE_PATH_STYLE !== undefined) fail('Invalid environment variable MEDIA_S3_FORCE_PATH_STYLE: needs MEDIA_S3_BUCKET');
    return undefined;
  }
  return {
    bucket: vars.MEDIA_S3_BUCKET,
    endpoint: vars.MEDIA_S3_ENDPOINT?.replace(/\/+$/, ''),
    region: vars.MEDIA_S3_REGION,
    forcePathStyle: vars.MEDIA_S3_FORCE_PATH_STYLE ?? false,
    timeoutMs: vars.MEDIA_S3_TIMEOUT_MS,
    credentials:
      vars.AWS_ACCESS_KEY_ID !== undefined && vars.AWS_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: vars.AWS_ACCESS_KEY_ID, secretAccessKey: vars.AWS_SECRET_ACCESS_KEY }
        : undefined,
  };
}
