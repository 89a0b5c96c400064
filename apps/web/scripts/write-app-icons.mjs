// Draws the installed app's icons (public/icons/*.png, committed) from the favicon, the app's one
// mark, in the Chromium the end-to-end tests use: `node apps/web/scripts/write-app-icons.mjs`
// after the favicon changes. The build itself needs no browser.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// A maskable icon, and Apple's, are cut to the platform's own shape: the blue fills the square,
// and the dumbbell (the middle 56% of its width) already sits inside the safe circle of 80%.
const fullBleed = favicon.replace(/ rx="[^"]*"/, '');
if (fullBleed === favicon) throw new Error('favicon.svg no longer has the rounded corners this script removes');

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
