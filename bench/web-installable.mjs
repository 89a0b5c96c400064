// Whether Chrome would offer to install the app from `url` (API contract §8.5, decision 040): the
// browser's own installability check and manifest parser, over the DevTools protocol, once the
// service worker controls the page. Lighthouse 12 dropped its installability audits, which ran
// the same check. A profile of its own, since Chrome never offers to install from an incognito
// context such as the other measurements' browser.newContext().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export async function installability(url) {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'gymslot-bench-install-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    const manifest = await devtools.send('Page.getAppManifest');
    const parsed = JSON.parse(manifest.data ?? '{}');
    return {
      problems: [
        ...installabilityErrors.map((error) => error.errorId),
        ...manifest.errors.map((error) => `manifest: ${error.message}`),
      ],
      icons: (parsed.icons ?? []).map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`),
    };
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
