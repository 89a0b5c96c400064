import type { BrowserContext, Page } from '@playwright/test';

const IST_OFFSET_MS = 330 * 60_000;

/** The IST date `days` from today, as YYYY-MM-DD. */
export const istDateIn = (days: number) => new Date(Date.now() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Tells the browser that no gym has a slot left today, as late at night, so a journey does not depend
 * on the hour it runs at; tomorrow's slots are the gyms' own. Route it on the context when the
 * service worker passes the call through. Answers a call that gives today's slots back.
 */
export async function noSlotsLeftToday(target: Page | BrowserContext): Promise<() => Promise<void>> {
  const today = istDateIn(0);
  const todaysSlots = `**/api/availability/user/*/slots?date=${today}`;
  await target.route(todaysSlots, (route) => route.fulfill({ json: { success: true, date: today, slots: [], slotDetails: [] } }));
  return () => target.unroute(todaysSlots);
}
