import sharp from 'sharp';
import { variantWidthsFor } from '../media/image-variants.js';

/** Wide enough for a full-width carousel on a large screen; anything wider only costs bandwidth. */
export const MAX_STORED_IMAGE_WIDTH = 1600;
const WEBP_QUALITY = 80;
/** About 50 megapixels: a small file that claims huge dimensions is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type UploadKind = 'png' | 'jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** What the first bytes say the file is; the name and the browser's stated type are never trusted. */
export function sniffUploadKind(data: Buffer): UploadKind | null {
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

export interface ProcessedGymImage {
  /** The full-size WebP. */
  data: Buffer;
  /** Its width in pixels, upright. */
  width: number;
  /** Narrower WebP copies for small slots (cards, thumbnails), narrowest first; none wider than `width`. */
  variants: { width: number; data: Buffer }[];
}

/**
 * The image as it is stored and served: WebP, turned upright, at most 1600 px wide, with every
 * piece of metadata (EXIF with GPS and camera serials, XMP, ICC) dropped, as sharp does unless
 * told to keep it, plus the same at each narrower variant width. Null unless the bytes are a PNG
 * or JPEG that the decoder reads as that same format all the way through, so a renamed text file
 * or a truncated photo is refused.
 */
export async function toStoredGymImage(data: Buffer): Promise<ProcessedGymImage | null> {
  const kind = sniffUploadKind(data);
  if (kind === null) return null;
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
    const { format } = await image.metadata();
    if (format !== kind) return null;
    const encodeAtWidth = (width: number) =>
      image
        .clone()
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
    const full = await encodeAtWidth(MAX_STORED_IMAGE_WIDTH);
    // Each variant is resized from the original, not from the WebP, so it is encoded only once.
    const variants = await Promise.all(
      variantWidthsFor(full.info.width).map(async (width) => ({
        width,
        data: (await encodeAtWidth(width)).data,
      })),
    );
    return { data: full.data, width: full.info.width, variants };
  } catch {
    // The decoder's complaint is about the caller's file, never about the server.
    return null;
  }
}

/** Every upload re-encoded, or null when any one of them is not a real PNG or JPEG. */
export async function toStoredGymImages(uploads: readonly Buffer[]): Promise<ProcessedGymImage[] | null> {
  const images = await Promise.all(uploads.map(toStoredGymImage));
  return images.every((image): image is ProcessedGymImage => image !== null) ? images : null;
}
