// The part of @20minutes/s3rver's API (a local S3-compatible server, decision 070) the tests use; it ships no types.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** The objects kept on disk, read without going through HTTP. */
    readonly store: { listObjects(bucket: string, options: { prefix?: string }): Promise<{ objects: { key: string }[] }> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
