// `npm test`: every test — unit and integration (Vitest), then the browser journeys (Playwright
// in Debian's Chromium against the production build). Times are judged with TZ=UTC on purpose.
import { mkdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { summarize } from './test-summary.mjs';

const env = { ...process.env, TZ: 'UTC' };
const vitestReport = '.tmp/vitest-report.json';
const playwrightReport = '.tmp/playwright-report.json';
mkdirSync('.tmp', { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const buildStatus = run('npm', ['run', 'build']);
const e2eStatus = buildStatus === 0 ? run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']) : 1;

const total = summarize([vitestReport, playwrightReport]);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(vitestStatus === 0 && e2eStatus === 0 && total.failed === 0 ? 0 : 1);
