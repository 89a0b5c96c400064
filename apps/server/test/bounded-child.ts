import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs TypeScript in a child process (`node --import tsx`) and kills it when it takes too long. A
// synchronous endless loop cannot be stopped by a test timeout inside the same process (the
// timer never gets to run), so a test that must fail rather than hang runs the suspect code here.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the ES module `source` writes to stdout, parsed as JSON; rejects if it fails or is still running after `timeoutMs`. */
export function runInChild(source: string, timeoutMs: number): Promise<unknown> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', source], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Still running after ${timeoutMs} ms: killed`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(stdout) as unknown);
      else if (code !== null) reject(new Error(`Exited with ${code}: ${stderr.slice(0, 2_000)}`));
    });
  });
}
