import type { Page } from '@playwright/test';

export interface ShownImage {
  src: string;
  alt: string;
  /** The response's content type, without parameters. */
  type: string;
  bytes: number;
  /** Pixels across of the file itself; 0 for SVG. */
  fileWidth: number;
  /** CSS pixels across on the page. */
  shownWidth: number;
  devicePixelRatio: number;
  /** The `w` descriptors of the image's srcset; empty without one. */
  offeredWidths: number[];
}

export function measureShownImages(page: Page): Promise<ShownImage[]>;
export function imageFitProblem(image: ShownImage): string | null;
