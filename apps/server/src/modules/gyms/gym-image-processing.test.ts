import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegPhoto, jpegWithExif, pngImage } from '../../../test/image-fixtures.js';
import { sniffUploadKind, toStoredGymImage, toStoredGymImages } from './gym-image-processing.js';

async function stored(upload: Buffer) {
  const image = await toStoredGymImage(upload);
  if (!image) throw new Error('the upload was refused');
  return image;
}

describe('sniffUploadKind', () => {
  it('reads the kind from the first bytes only', async () => {
    expect(sniffUploadKind(await pngImage())).toBe('png');
    expect(sniffUploadKind(await jpegWithExif())).toBe('jpeg');
    expect(sniffUploadKind(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffUploadKind(Buffer.from('\u0089PN'))).toBeNull();
    expect(sniffUploadKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('toStoredGymImage', () => {
  it('gives an upright WebP no wider than 1600 px, never enlarged, with no metadata', async () => {
    const wide = await sharp((await stored(await pngImage(3200, 100))).data).metadata();
    expect(wide).toMatchObject({ format: 'webp', width: 1600, height: 50 });
    const small = await sharp((await stored(await pngImage(40, 30))).data).metadata();
    expect(small).toMatchObject({ width: 40, height: 30 });
    const photo = await sharp((await stored(await jpegWithExif())).data).metadata();
    expect(photo).toMatchObject({ format: 'webp', width: 30, height: 40 });
    expect(photo.exif).toBeUndefined();
    expect(photo.icc).toBeUndefined();
    expect(photo.xmp).toBeUndefined();
  });

  it('adds WebP copies 400 and 800 px wide to a photo, each with the full picture scaled, no metadata', async () => {
    const image = await stored(await jpegPhoto(2400, 1600));
    expect(image.width).toBe(1600);
    expect(image.variants.map((variant) => variant.width)).toEqual([400, 800]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: Math.round((variant.width * 2) / 3) });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
    expect(image.variants[0]?.data.length).toBeLessThan(image.variants[1]?.data.length ?? 0);
    expect(image.variants[1]?.data.length).toBeLessThan(image.data.length);
  });

  it('never enlarges: only copies narrower than the stored picture, and those upright', async () => {
    expect((await stored(await pngImage(801, 400))).variants.map((variant) => variant.width)).toEqual([400, 800]);
    expect((await stored(await pngImage(800, 400))).variants.map((variant) => variant.width)).toEqual([400]);
    expect((await stored(await pngImage(400, 300))).variants).toEqual([]);
    // Orientation 6 turns 40 × 30 into 30 × 40, too narrow for any copy.
    expect(await stored(await jpegWithExif())).toMatchObject({ width: 30, variants: [] });

    const sideways = await sharp(await jpegPhoto(1200, 900)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await stored(sideways);
    expect(upright.width).toBe(900);
    const [narrow, medium] = await Promise.all(upright.variants.map((variant) => sharp(variant.data).metadata()));
    expect(narrow).toMatchObject({ width: 400, height: 533 });
    expect(medium).toMatchObject({ width: 800, height: 1067 });
  });

  it('refuses a file whose signature and content disagree, or that is cut short', async () => {
    const png = await pngImage(200, 200);
    const jpeg = await jpegWithExif();
    const pngSignatureOnJpeg = Buffer.concat([png.subarray(0, 8), jpeg.subarray(8)]);
    expect(await toStoredGymImage(pngSignatureOnJpeg)).toBeNull();
    expect(await toStoredGymImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBeNull();
    expect(await toStoredGymImage(png.subarray(0, Math.floor(png.length / 2)))).toBeNull();
    expect(await toStoredGymImage(Buffer.from('\u00ff\u00d8\u00ff but really text', 'latin1'))).toBeNull();
  });

  it('refuses the whole batch when one file is not an image', async () => {
    expect(await toStoredGymImages([await pngImage(), Buffer.from('text')])).toBeNull();
    expect(await toStoredGymImages([await pngImage(), await jpegWithExif()])).toHaveLength(2);
  });
});
