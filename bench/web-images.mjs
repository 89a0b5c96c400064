// The web bench's "Images" line: every picture a phone loads on the measured pages, judged as
// e2e/tests/responsive-images.spec.ts judges them (e2e/support/image-fit.mjs).
import { imageFitProblem, measureShownImages } from '../e2e/support/image-fit.mjs';

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Loads each page on a phone-sized 2× screen and judges every picture it loaded. */
export async function shownImagesOn(browser, origin, pages, contextOptions) {
  const images = [];
  for (const { page: pagePath, cookie } of pages) {
    const context = await browser.newContext({ ...phone, ...contextOptions });
    if (cookie) await context.setExtraHTTPHeaders({ cookie });
    const page = await context.newPage();
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    for (const image of await measureShownImages(page)) images.push({ ...image, page: pagePath, problem: imageFitProblem(image) });
    await context.close();
  }
  return images;
}
