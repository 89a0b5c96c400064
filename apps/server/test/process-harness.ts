import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Real server processes for fault and scale tests: `node --import tsx src/main.ts`, one process
// (no tsx or npx wrapper in between), so a signal reaches the server itself and SIGKILL is a crash.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A start is a few seconds on a quiet machine, but PGlite's start and the demo seed can take tens
// of seconds on a busy CI runner; these bounds only matter when something is really stuck.
const READY_TIMEOUT_MS = 90_000;
/** For hooks that start servers and tests that restart one. */
export const PROCESS_TIMEOUT_MS = 120_000;
export const SESSION_SECRET = 'process-harness-session-secret-long-enough-42';

const running = new Set<ChildProcess>();
// Whatever way the test run ends, no server is left behind holding a port or a database.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port was assigned');
  return address.port;
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** Milliseconds the last start took until /api/ready answered 200. */
  readonly startMs: number;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  /** Sends the signal and waits for the process to exit; its exit code, or null when killed. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts the same command again with the same environment and port. */
  restart(): Promise<void>;
}

/**
 * Starts the server with the given environment (DATABASE_URL or DATA_DIR, say) on a free port and
 * waits for /api/ready. PUBLIC_URL defaults to the process's own address.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fullEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'UTC',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    SESSION_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
  let child: ChildProcess | undefined;
  let log = '';
  let startMs = 0;

  async function start(): Promise<void> {
    const started = Date.now();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    running.add(proc);
    proc.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      proc.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before ready:\n${log}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForReady(baseUrl), exited]);
    startMs = Date.now() - started;
  }

  await start();
  return {
    baseUrl,
    get startMs() {
      return startMs;
    },
    output: () => log,
    async stop(signal = 'SIGTERM') {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return proc?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.kill(signal);
      const code = await exited;
      running.delete(proc);
      return code;
    },
    restart: start,
  };
}

async function waitForReady(baseUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} was not ready within ${READY_TIMEOUT_MS} ms`);
}

export interface HttpReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A browser-like client over several server processes, as behind a round-robin load balancer:
 * each request goes to the next process, and the cookies it is given go along to all of them.
 */
export class RoundRobinClient {
  private next = 0;
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrls: string[],
    private readonly origin: string,
  ) {}

  /** Another client holding the same cookies now, e.g. to replay a session after logging out. */
  copy(): RoundRobinClient {
    const twin = new RoundRobinClient(this.baseUrls, this.origin);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  /** Sends to the next process in turn. */
  send(method: string, url: string, body?: unknown): Promise<HttpReply> {
    const index = this.next;
    this.next = (this.next + 1) % this.baseUrls.length;
    return this.sendTo(index, method, url, body);
  }

  /** Sends to one process, bypassing the rotation. */
  async sendTo(index: number, method: string, url: string, body?: unknown): Promise<HttpReply> {
    const headers: Record<string, string> = { origin: this.origin };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(`${this.baseUrls[index]}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    for (const cookie of res.headers.getSetCookie()) this.keepCookie(cookie);
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  private keepCookie(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const cleared = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (cleared || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
