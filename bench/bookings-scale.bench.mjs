// B5/B6 at scale (bench/bookings-scale-bench.ts), decision 043. It drives the server's TypeScript
// source through tsx because it builds the app in-process and loads the database directly.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', 'bench/bookings-scale-bench.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(result.status ?? 1);
