import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync } from 'node:fs';
import { startBuiltServer } from './built-server.mjs';
const server = await startBuiltServer({ port: 3198, env: { DATA_DIR: mkdtempSync('/tmp/axe-'), SEED_DEMO: 'true' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const p of ['/', '/login', '/help']) {
  await page.goto(server.origin + p, { waitUntil: 'networkidle' });
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  console.log(p, 'passes', r.passes.length, 'violations', r.violations.map((v) => `${v.impact}:${v.id}`), 'incomplete', r.incomplete.map((v) => v.id));
}
await page.setContent('<img src="x.png"><p style="color:#ccc;background:#fff">low</p>');
const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
console.log('control', r.violations.map((v) => `${v.impact}:${v.id}`));
await browser.close(); await server.stop();
