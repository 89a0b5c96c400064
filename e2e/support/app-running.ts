import type { Page } from '@playwright/test';

/** What the check below reads of the page (this project's types have no DOM). */
type PageGlobals = { document: { querySelector(selector: string): object | null } };

/**
 * Waits until the app's own render has replaced the page the server drew (docs/decisions/076): React
 * marks the nodes it made. Before it, the drawn page's nodes go at the takeover.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys((globalThis as unknown as PageGlobals).document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}
