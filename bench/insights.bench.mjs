// A year of insights for one busy gym on PostgreSQL (bench/insights-bench.ts), run through tsx
// because it drives the server's TypeScript source against the database directly.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', 'bench/insights-bench.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(result.status ?? 1);
