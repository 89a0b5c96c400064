import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_TIMEOUT_MS, SESSION_SECRET, startServerProcess } from '../process-harness.js';

// Without Razorpay keys the server takes sandbox "payments": never by accident on a public site.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-payments-mode-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the server until it exits by itself; its exit code and what it wrote. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', SESSION_SECRET, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.once('exit', (code) => resolve({ code, output }));
  });
}

describe('payment mode at start-up', () => {
  it(
    'refuses to start an https site without Razorpay keys, in one line',
    async () => {
      const { code, output } = await runUntilExit({ PUBLIC_URL: 'https://gymslot.example', PORT: '0' });
      expect(code).toBe(1);
      expect(output).toBe(
        'Invalid environment variable RAZORPAY_KEY_ID: an https PUBLIC_URL needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENTS_SANDBOX=true to take sandbox payments on purpose)\n',
      );
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'starts when the sandbox is asked for, and logs which payments it takes',
    async () => {
      const server = await startServerProcess({ DATA_DIR: dataDir, PAYMENTS_SANDBOX: 'true', LOG_LEVEL: 'info' });
      try {
        const line = server
          .output()
          .split('\n')
          .find((text) => text.includes('"payments"'));
        expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30, payments: 'sandbox', msg: 'payments: built-in sandbox (no real money is taken)' });
      } finally {
        await server.stop();
      }
    },
    PROCESS_TIMEOUT_MS,
  );
});
