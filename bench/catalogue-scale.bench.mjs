// The catalogue at 10k, 100k and 1M gyms on PostgreSQL (bench/catalogue-scale-bench.ts), through tsx
// because it migrates and loads the throwaway database with the server's TypeScript source.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', 'bench/catalogue-scale-bench.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(result.status ?? 1);
