import type { PublicGym } from './gym-schemas.js';

/**
 * `<img sizes>` of the gym page's gallery, which fills the page (max-w-5xl, px-4), or its left half
 * from md (gap-6). Here rather than beside the layout because the server preloads the gallery's
 * first picture with the same value (apps/server/src/modules/web), so both pick the same file.
 */
export const gymDetailsPhotoSizes = '(min-width: 1024px) 484px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)';

export interface GymPhoto {
  /** The full-size file: what a browser without srcset shows, and what names the picture. */
  src: string;
  /** Every stored width for `<img srcset>`; undefined when `src` is the only file (SVG, older uploads). */
  srcSet: string | undefined;
}

/**
 * A gym's pictures in display order, ready for `<img src srcset>`. A URL that `imageSources` does
 * not describe (one just uploaded, before the gym is fetched again) is shown from its one file.
 */
export function gymPhotos(gym: Pick<PublicGym, 'imageUrls' | 'imageSources'>): GymPhoto[] {
  const widthsByUrl = new Map(gym.imageSources.map((source) => [source.url, source.widths]));
  return gym.imageUrls.map((src) => {
    const widths = widthsByUrl.get(src) ?? [];
    return { src, srcSet: widths.length > 0 ? widths.map(({ url, width }) => `${url} ${width}w`).join(', ') : undefined };
  });
}
