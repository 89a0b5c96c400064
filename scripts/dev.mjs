// `npm run dev`: API with reload on :3000 and Vite with hot reload on :5173 (open that one).
import { spawn } from 'node:child_process';

const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@gymslot/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
