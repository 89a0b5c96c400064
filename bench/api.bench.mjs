// API throughput (bench/api-bench.ts). It runs through tsx because it migrates and loads the
// throwaway database with the server's TypeScript source before starting the production build.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', 'bench/api-bench.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(result.status ?? 1);
