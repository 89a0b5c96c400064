import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngImage } from '../../../test/image-fixtures.js';
import { sniffUploadKind, toStoredGymImage, toStoredGymImages } from './gym-image-processing.js';

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
    const wide = await sharp((await toStoredGymImage(await pngImage(3200, 100))) ?? Buffer.alloc(0)).metadata();
    expect(wide).toMatchObject({ format: 'webp', width: 1600, height: 50 });
    const small = await sharp((await toStoredGymImage(await pngImage(40, 30))) ?? Buffer.alloc(0)).metadata();
    expect(small).toMatchObject({ width: 40, height: 30 });
    const photo = await sharp((await toStoredGymImage(await jpegWithExif())) ?? Buffer.alloc(0)).metadata();
    expect(photo).toMatchObject({ format: 'webp', width: 30, height: 40 });
    expect(photo.exif).toBeUndefined();
    expect(photo.icc).toBeUndefined();
    expect(photo.xmp).toBeUndefined();
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
