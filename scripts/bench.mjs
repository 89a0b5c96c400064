// `npm run bench`: builds once, then runs every benchmark in bench/ in turn. Each prints its
// figures with their targets and updates its section of docs/benchmarks.md.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const benches = readdirSync('bench').filter((file) => file.endsWith('.bench.mjs')).sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file} ==`);
  const result = spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
