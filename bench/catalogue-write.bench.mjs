// What one gym's write costs the next public request at 100k gyms (bench/catalogue-write-bench.ts),
// run through tsx because it drives the server's TypeScript source against the database directly.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', 'bench/catalogue-write-bench.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(result.status ?? 1);
