import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/local-s3.js';
import { serverRoot } from '../lib/paths.js';

// `npm run media:copy-to-s3` (contract §8.14): the command itself, as an operator runs it, copying
// a disk store into a local S3-compatible bucket.

const gymId = '0123456789abcdef01234567';
const files: Record<string, { bytes: Buffer; type: string }> = {
  [`gyms/${gymId}/0123456789abcdef0123abcd.webp`]: { bytes: Buffer.from('full webp'), type: 'image/webp' },
  [`gyms/${gymId}/0123456789abcdef0123abcd-400w.webp`]: { bytes: Buffer.from('narrow webp'), type: 'image/webp' },
  [`gyms/${gymId}/dumbbells.svg`]: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
  [`share-cards/${gymId}/0123456789abcdef.jpg`]: { bytes: Buffer.from('jpeg card'), type: 'image/jpeg' },
};

let s3: LocalS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-copy-'));
  for (const [key, { bytes }] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dataDir, 'media', key)), { recursive: true });
    await writeFile(path.join(dataDir, 'media', key), bytes);
  }
  // A write the disk store never finished: no key names it, so it is not copied.
  await writeFile(path.join(dataDir, 'media', 'gyms', gymId, '.0123456789abcdef01234567.partial'), 'half');
});

afterAll(async () => {
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function copyToS3(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/media-copy-to-s3.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

async function expectBucketHoldsTheFiles(): Promise<void> {
  expect(await s3.keys()).toEqual(Object.keys(files).sort());
  for (const [key, { bytes, type }] of Object.entries(files)) {
    expect(await s3.object(key), key).toMatchObject({ bytes, contentType: type });
  }
}

describe('npm run media:copy-to-s3', () => {
  it('copies every file of the disk store into the bucket under the same key, and a rerun changes nothing', async () => {
    const first = await copyToS3(s3.env());
    // The AWS SDK may warn on stderr that its releases after January 2027 need Node 22 (decision 070).
    expect(first.stderr).not.toMatch(/Failed|Error/);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Copied 4 file(s).');
    expect(first.stdout).toContain(`Skipped 1 file(s) no key can name: gyms/${gymId}/.0123456789abcdef01234567.partial`);
    await expectBucketHoldsTheFiles();

    const again = await copyToS3(s3.env());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Copied 4 file(s).');
    await expectBucketHoldsTheFiles();
  });

  it('says what to set when no bucket is configured, and why when the bucket cannot be reached', async () => {
    const unset = await copyToS3({});
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/^Set MEDIA_S3_BUCKET \(and MEDIA_S3_ENDPOINT for a non-AWS service\) to the bucket/m);

    const down = await copyToS3({ ...s3.env('http://127.0.0.1:9'), MEDIA_S3_TIMEOUT_MS: '500' });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/^Failed: the bucket refused or did not answer: .+$/m);
  });
});
