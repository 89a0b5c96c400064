import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from '../support/login';

// Issue 31: the map's attribution ('Leaflet | © OpenStreetMap contributors') and its link meet WCAG AA
// contrast over any tile.
// The tiles are served here, all a dark grey (#202020), so the attribution shows over the darkest map.

const TILE_GREY = [32, 32, 32] as const;
const darkTile = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNQUFAAAADEAGEplfmwAAAAAElFTkSuQmCC', 'base64');

type Rgba = [number, number, number, number];
/** What the page's element offers (this project has no DOM types). */
interface Styled {
  ownerDocument: { defaultView: { getComputedStyle(element: unknown): { color: string; backgroundColor: string } } };
}

const rgbaOf = (css: string): Rgba => {
  const [r = 0, g = 0, b = 0, a = 1] = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '').split(',').map((part) => Number(part.trim()));
  return [r, g, b, a];
};

function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel = 0) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test.use({ geolocation: { latitude: 19.07, longitude: 72.87 }, permissions: ['geolocation'], viewport: { width: 390, height: 844 } });

test("the map's attribution link meets WCAG AA contrast over a dark tile", async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: darkTile }));
  await logIn(page, 'user@example.com');
  await page.goto('/map');

  const link = page.locator('.leaflet-control-attribution a').filter({ hasText: 'Leaflet' });
  await expect(link).toBeVisible();
  const panel = page.locator('.leaflet-control-attribution');
  const background = rgbaOf(await panel.evaluate((element) => (element as unknown as Styled).ownerDocument.defaultView.getComputedStyle(element).backgroundColor));
  // The panel laid over the tile, as the eye sees it.
  const [r, g, b, alpha] = background;
  const seen = [r, g, b].map((channel, index) => alpha * channel + (1 - alpha) * (TILE_GREY[index] ?? 0));
  for (const text of [link, panel]) {
    const color = rgbaOf(await text.evaluate((element) => (element as unknown as Styled).ownerDocument.defaultView.getComputedStyle(element).color));
    expect(contrast(color, seen)).toBeGreaterThanOrEqual(4.5);
  }

  const { violations } = await new AxeBuilder({ page }).include('.leaflet-control-attribution').withRules(['color-contrast']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});
