// The durable message outbox on PostgreSQL (bench/message-outbox-bench.ts), run through tsx because
// it starts the server's TypeScript source in this process, beside an SMTP server that can hang.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['tsx', 'bench/message-outbox-bench.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(result.status ?? 1);
