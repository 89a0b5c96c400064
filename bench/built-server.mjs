// Starts the production build the way `npm start` does, on its own port, and waits for /api/ready.
import { spawn } from 'node:child_process';
import { serverNodeArgs } from '../scripts/server-node-args.mjs';

export async function startBuiltServer({ port, env }) {
  const server = spawn(process.execPath, serverNodeArgs, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before it was ready`);
    if (await fetch(`${origin}/api/ready`).then((r) => r.ok, () => false)) return { origin, stop, pid: server.pid };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('server did not become ready within 60 s');
}

/** Logs a demo account in and returns its session as a Cookie header value. */
export async function sessionCookie(origin, email, password = 'Password123!') {
  const res = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} answered ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
