import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and fails if it
 * is not reached within `maxPresses` stops.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 30 } = {}): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Fails unless the focused element draws a focus indicator: an outline or a box-shadow ring. */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    if (!style) throw new Error('the element is not in a window');
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { outline, ring: style.boxShadow !== 'none', matchesFocusVisible: element.matches(':focus-visible') };
  });
  expect(indicator.matchesFocusVisible, 'focus reached by keyboard matches :focus-visible').toBe(true);
  expect(indicator.outline || indicator.ring, 'focused element draws an outline or a ring').toBe(true);
}

/** Tabs to a field, checks its focus ring and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await expectVisibleFocus(field);
  await page.keyboard.type(text);
}
