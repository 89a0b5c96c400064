// Whether each picture a page shows came in a modern format at about the size it is shown. Shared
// by e2e/tests/responsive-images.spec.ts and bench/web.bench.mjs, so the test and the bench judge alike.
/* global document, location, window, createImageBitmap -- measureShownImages' callback runs in the page */

const modernTypes = new Set(['image/webp', 'image/avif', 'image/svg+xml']);

/**
 * Every loaded `<img>` of the page's own origin (map tiles come from the tile server as it serves
 * them): the file's type, bytes and real pixel width (read again from the HTTP cache, since
 * `naturalWidth` of a srcset pick is scaled by its density), how wide it is shown, and the widths
 * its srcset offers.
 */
export function measureShownImages(page) {
  return page.evaluate(async () => {
    const shown = [...document.images].filter((img) => img.complete && img.naturalWidth > 0 && img.currentSrc !== '');
    const own = shown.filter((img) => {
      const url = new URL(img.currentSrc, location.href);
      return url.protocol === 'data:' || url.origin === location.origin;
    });
    return Promise.all(
      own.map(async (img) => {
        const response = await fetch(img.currentSrc);
        const file = await response.blob();
        const type = (response.headers.get('content-type') ?? file.type).split(';')[0].trim();
        let fileWidth = 0;
        if (type !== 'image/svg+xml') {
          const bitmap = await createImageBitmap(file);
          fileWidth = bitmap.width;
          bitmap.close();
        }
        const offeredWidths = img.srcset
          .split(',')
          .map((candidate) => /\s(\d+)w$/.exec(candidate.trim())?.[1])
          .filter((width) => width !== undefined)
          .map(Number);
        return {
          src: img.currentSrc.startsWith('data:') ? `${img.currentSrc.slice(0, 40)}…` : img.currentSrc,
          alt: img.alt,
          type,
          bytes: file.size,
          fileWidth,
          shownWidth: img.getBoundingClientRect().width,
          devicePixelRatio: window.devicePixelRatio,
          offeredWidths,
        };
      }),
    );
  });
}

/**
 * What is wrong with one measured picture, or null. Vector pictures are right at any size. A raster
 * one may be as wide as the narrowest width its srcset offers that covers the slot (CSS width ×
 * device pixel ratio), the widest if none does; with a single file, up to twice the slot.
 */
export function imageFitProblem(image) {
  if (!modernTypes.has(image.type)) return `${image.src}: ${image.type || 'no type'} is not WebP, AVIF or SVG`;
  if (image.type === 'image/svg+xml') return null;
  const slotWidth = Math.ceil(image.shownWidth * image.devicePixelRatio);
  const offered = [...image.offeredWidths].sort((a, b) => a - b);
  const allowedWidth = offered.length > 0 ? (offered.find((width) => width >= slotWidth) ?? offered.at(-1)) : 2 * slotWidth;
  return image.fileWidth <= allowedWidth
    ? null
    : `${image.src}: ${image.fileWidth} px wide for a ${slotWidth}-device-px slot (at most ${allowedWidth})`;
}
