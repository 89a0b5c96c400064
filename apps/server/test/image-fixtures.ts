import sharp from 'sharp';

/** A plain PNG of the given size. */
export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/**
 * A 40 × 30 JPEG as a phone writes it: EXIF with a camera and owner name, and orientation 6
 * ("turn 90° clockwise to view"), so the upright picture is 30 × 40.
 */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', Copyright: 'Owner Home Address' } } })
    .toBuffer();
}

/** A photo-sized JPEG: blurred noise, which compresses about as badly as a real photo does. */
export function jpegPhoto(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface FilePart {
  name: string;
  data: Buffer;
  /** The type the browser claims; the server must not trust it. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    form.append(file.field ?? 'images', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': contentType } };
}
