// One GST invoice PDF's render time and size (bench/invoice-pdf-bench.ts), run through tsx because
// it drives the server's TypeScript source directly.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', 'bench/invoice-pdf-bench.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(result.status ?? 1);
