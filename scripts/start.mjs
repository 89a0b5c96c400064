// `npm start`: builds what is not built yet, then runs the production server.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { serverNodeArgs } from './server-node-args.mjs';

const built = ['apps/web/dist/index.html', 'apps/web/dist-server/first-screen.mjs', 'apps/server/dist/main.js'].every((file) => existsSync(file));
if (!built) {
  console.log('First start: building GymSlot (this takes a minute)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, serverNodeArgs, {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// The server handles SIGINT/SIGTERM itself; pass them on and wait for its clean exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
