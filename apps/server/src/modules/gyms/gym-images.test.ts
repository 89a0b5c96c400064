import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { gymReplySchema } from '@gymslot/shared/gym-schemas';
import { addImagesReplySchema, deleteImageReplySchema, MAX_GYM_IMAGE_BYTES } from '@gymslot/shared/owner-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto, jpegWithExif, multipartBody, pngImage, type FilePart } from '../../../test/image-fixtures.js';
import { castOf, expectPermissionMatrix, type Cast } from '../../../test/owner-helpers.js';
import { errorEnvelope } from '../../../test/error-envelope.js';
import { useTestApp } from '../../../test/test-app.js';
import type { GymRow } from '../../db/schema/gyms.js';
import { createGym } from '../../db/factories.js';

let cast: Cast;
let png: Buffer;
let photo: Buffer;

const t = useTestApp();
beforeAll(async () => {
  cast = await castOf(t);
  png = await pngImage();
  photo = await jpegPhoto(2400, 1600);
});

const newGym = (ownerId = cast.owner.account.id) => createGym(t.database.db, { ownerId });
const pngs = (count: number): FilePart[] => Array.from({ length: count }, (_, i) => ({ name: `photo-${i}.png`, data: png }));

async function addImages(gymId: string, headers: Record<string, string>, files: FilePart[], fields: Record<string, string> = {}) {
  const body = await multipartBody(fields, files);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/gyms/${gymId}/add-images`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function deleteImage(gymId: string, headers: Record<string, string>, imageUrl: unknown) {
  return t.app.inject({ method: 'PATCH', url: `/api/gyms/${gymId}/delete-image`, headers, payload: { imageUrl } });
}

async function imageUrlsOf(gym: GymRow): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}` });
  return res.json<{ gym: { imageUrls: string[] } }>().gym.imageUrls;
}

/** Where replies address media: the test app's PUBLIC_URL. */
const media = 'http://localhost:3000/api/media/';
const fileOf = (url: string) => path.join(t.dataDir, 'media', url.slice(media.length));
const pathOf = (url: string) => new URL(url).pathname;
const filesOf = (gym: GymRow) => readdir(path.join(t.dataDir, 'media', 'gyms', gym.id)).then((names) => names.sort());
const photoPart = (): FilePart => ({ name: 'gym-floor.jpg', data: photo, type: 'image/jpeg' });

function expectError(res: { statusCode: number; json: () => unknown }, status: number, message: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(errorEnvelope(message));
}

describe('PATCH /api/gyms/:id/add-images (G14)', () => {
  it("is for the gym's owner and admins", async () => {
    const gym = await newGym();
    await expectPermissionMatrix(t, cast, (headers) => addImages(gym.id, headers, pngs(1)), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
      owner: 200,
      admin: 200,
    });
    expect(await imageUrlsOf(gym)).toHaveLength(2);
  });

  it('answers with only the new images in upload order, and the full list', async () => {
    const gym = await newGym();
    const first = addImagesReplySchema.parse((await addImages(gym.id, cast.owner.headers, pngs(2))).json());
    const second = addImagesReplySchema.parse((await addImages(gym.id, cast.owner.headers, pngs(3))).json());
    expect(first.message).toBe('Images added');
    expect(second.images).toHaveLength(3);
    expect(second.imageUrls).toEqual([...first.images, ...second.images]);
    expect(await imageUrlsOf(gym)).toEqual(second.imageUrls);
    for (const url of second.imageUrls) expect(existsSync(fileOf(url))).toBe(true);
  });

  it('stores a WebP with no EXIF left from the phone', async () => {
    const gym = await newGym();
    const res = await addImages(gym.id, cast.owner.headers, [{ name: 'phone.jpeg', data: await jpegWithExif(), type: 'image/jpeg' }]);
    const [url] = addImagesReplySchema.parse(res.json()).images;
    const stored = await readFile(fileOf(url ?? ''));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('SpyCam')).toBe(false);
  });

  it('stores 400 and 800 px WebP copies of a photo beside it, and the public gym lists every width', async () => {
    const gym = await newGym();
    const res = await addImages(gym.id, cast.owner.headers, [photoPart()]);
    const [url] = addImagesReplySchema.parse(res.json()).images as [string];
    const id = /\/([0-9a-f]{24})\.webp$/.exec(url)?.[1];
    expect(await filesOf(gym)).toEqual([`${id}-400w.webp`, `${id}-800w.webp`, `${id}.webp`]);

    const { gym: publicGym } = gymReplySchema.parse((await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}` })).json());
    expect(publicGym.imageUrls).toEqual([url]);
    expect(url.startsWith(`${media}gyms/${gym.id}/`)).toBe(true);
    const variantUrl = (width: number) => `${media}gyms/${gym.id}/${id}-${width}w.webp`;
    expect(publicGym.imageSources).toEqual([
      { url, widths: [{ url: variantUrl(400), width: 400 }, { url: variantUrl(800), width: 800 }, { url, width: 1600 }] },
    ]);
    for (const { url: fileUrl, width } of publicGym.imageSources[0]?.widths ?? []) {
      const served = await t.app.inject({ method: 'GET', url: pathOf(fileUrl) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
    }
  });

  it('refuses a text file named .png, judged by its content, and stores nothing', async () => {
    const gym = await newGym();
    const res = await addImages(gym.id, cast.owner.headers, [
      { name: 'photo.png', data: png },
      { name: 'notes.png', data: Buffer.from('hello, I am text'), type: 'image/png' },
    ]);
    expectError(res, 400, 'Only PNG and JPEG images are allowed');
    expect(await imageUrlsOf(gym)).toEqual([]);
    expect(existsSync(path.join(t.dataDir, 'media', 'gyms', gym.id))).toBe(false);
  });

  it('refuses a GIF or an SVG even when named .jpg', async () => {
    const gym = await newGym();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const data of [gif, svg]) {
      const res = await addImages(gym.id, cast.owner.headers, [{ name: 'x.jpg', data, type: 'image/jpeg' }]);
      expectError(res, 400, 'Only PNG and JPEG images are allowed');
    }
  });

  it('answers a form with no image with 400 No images uploaded', async () => {
    const gym = await newGym();
    expectError(await addImages(gym.id, cast.owner.headers, [], { note: 'nothing here' }), 400, 'No images uploaded');
    const otherField = await addImages(gym.id, cast.owner.headers, [{ name: 'a.png', data: png, field: 'photos' }]);
    expectError(otherField, 400, 'No images uploaded');
  });

  it('counts the images the gym already has against the limit of 8', async () => {
    const gym = await newGym();
    expect((await addImages(gym.id, cast.owner.headers, pngs(7))).statusCode).toBe(200);
    expectError(await addImages(gym.id, cast.owner.headers, pngs(2)), 400, 'A gym can have at most 8 images');
    expect((await addImages(gym.id, cast.owner.headers, pngs(1))).statusCode).toBe(200);
    expectError(await addImages(gym.id, cast.owner.headers, pngs(1)), 400, 'A gym can have at most 8 images');
    expect(await imageUrlsOf(gym)).toHaveLength(8);
  });

  it('lets only one of two parallel uploads past the limit', async () => {
    const gym = await newGym();
    const results = await Promise.all([
      addImages(gym.id, cast.owner.headers, pngs(5)),
      addImages(gym.id, cast.admin.headers, pngs(5)),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const urls = await imageUrlsOf(gym);
    expect(urls).toHaveLength(5);
    // The refused upload's files, already written, are taken away again.
    expect(await readdir(path.join(t.dataDir, 'media', 'gyms', gym.id))).toHaveLength(5);
  });

  it('refuses a ninth image in one upload with 400', async () => {
    const gym = await newGym();
    expectError(await addImages(gym.id, cast.owner.headers, pngs(9)), 400, 'A gym can have at most 8 images');
    expect(await imageUrlsOf(gym)).toEqual([]);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const gym = await newGym();
    const big = Buffer.alloc(MAX_GYM_IMAGE_BYTES + 1);
    png.copy(big);
    expectError(await addImages(gym.id, cast.owner.headers, [{ name: 'big.png', data: big }]), 413, 'Each image must be at most 5 MB');
  });

  it('answers an unknown or malformed gym id with 404 Gym not found', async () => {
    for (const id of ['abcdefabcdefabcdefabcdef', 'nope']) {
      expectError(await addImages(id, cast.owner.headers, pngs(1)), 404, 'Gym not found');
    }
  });
});

describe('PATCH /api/gyms/:id/delete-image (G13)', () => {
  async function gymWithImages(count: number, ownerId?: string): Promise<{ gym: GymRow; urls: string[] }> {
    const gym = await newGym(ownerId);
    const res = await addImages(gym.id, cast.admin.headers, pngs(count));
    return { gym, urls: addImagesReplySchema.parse(res.json()).imageUrls };
  }

  it("is for the gym's owner and admins", async () => {
    const { gym, urls } = await gymWithImages(3);
    await expectPermissionMatrix(t, cast, (headers) => deleteImage(gym.id, headers, urls[0]), {
      loggedOut: 401,
      user: 403,
      otherOwner: 403,
    });
    expect(await imageUrlsOf(gym)).toEqual(urls);
    await expectPermissionMatrix(t, cast, (headers) => deleteImage(gym.id, headers, urls[0]), { owner: 200 });
    await expectPermissionMatrix(t, cast, (headers) => deleteImage(gym.id, headers, urls[1]), { admin: 200 });
  });

  it('removes the image from the list and its file from disk, and answers with what remains', async () => {
    const { gym, urls } = await gymWithImages(3);
    const [first, second, third] = urls as [string, string, string];
    expect(existsSync(fileOf(second))).toBe(true);
    const res = await deleteImage(gym.id, cast.owner.headers, second);
    expect(res.statusCode).toBe(200);
    expect(deleteImageReplySchema.parse(res.json())).toEqual({ success: true, message: 'Image deleted', images: [first, third] });
    expect(existsSync(fileOf(second))).toBe(false);
    expect(await imageUrlsOf(gym)).toEqual([first, third]);
    expectError(await deleteImage(gym.id, cast.owner.headers, second), 404, 'Image not found on this gym');
  });

  it('takes the root-relative address replies gave before as well', async () => {
    const { gym, urls } = await gymWithImages(2);
    const [first, second] = urls as [string, string];
    const res = await deleteImage(gym.id, cast.owner.headers, pathOf(first));
    expect(deleteImageReplySchema.parse(res.json())).toEqual({ success: true, message: 'Image deleted', images: [second] });
    expect(existsSync(fileOf(first))).toBe(false);
  });

  it("removes a photo's narrower copies with it, and no other image's files", async () => {
    const gym = await newGym();
    const [kept, removed] = addImagesReplySchema.parse((await addImages(gym.id, cast.owner.headers, [photoPart(), photoPart()])).json())
      .images as [string, string];
    expect(await filesOf(gym)).toHaveLength(6);
    expect((await deleteImage(gym.id, cast.owner.headers, removed)).statusCode).toBe(200);
    const keptId = kept.split('/').pop()?.replace('.webp', '');
    expect(await filesOf(gym)).toEqual([`${keptId}-400w.webp`, `${keptId}-800w.webp`, `${keptId}.webp`]);
    expect((await t.app.inject({ method: 'GET', url: pathOf(removed.replace('.webp', '-400w.webp')) })).statusCode).toBe(404);
  });

  it('refuses a variant URL: only the listed image itself can be deleted', async () => {
    const gym = await newGym();
    const [url] = addImagesReplySchema.parse((await addImages(gym.id, cast.owner.headers, [photoPart()])).json()).images as [string];
    expectError(await deleteImage(gym.id, cast.owner.headers, url.replace('.webp', '-400w.webp')), 404, 'Image not found on this gym');
    expect(await filesOf(gym)).toHaveLength(3);
  });

  it("refuses any URL that is not one of this gym's images, path tricks included, and touches no file", async () => {
    const { gym, urls } = await gymWithImages(1);
    const other = await gymWithImages(1, cast.otherOwner.account.id);
    const [own] = urls as [string];
    const [foreign] = other.urls as [string];
    const fileName = own.split('/').pop() ?? '';
    const attempts = [
      foreign,
      `/media/gyms/${gym.id}/../${other.gym.id}/${foreign.split('/').pop()}`,
      `/media/gyms/${gym.id}/../../session-secret`,
      `/api/media/gyms/${gym.id}/../../session-secret`,
      '../session-secret',
      fileName,
      `${media}gyms/${gym.id}/../${other.gym.id}/${foreign.split('/').pop()}`,
      own.replace('http://localhost:3000', 'https://evil.example'),
      own.replace('http://', 'https://'),
      pathOf(own).slice(1),
      `${own}?x=1`,
      own.toUpperCase(),
      `/media/gyms/${gym.id}/%2e%2e/${fileName}`,
    ];
    for (const imageUrl of attempts) {
      expectError(await deleteImage(gym.id, cast.owner.headers, imageUrl), 404, 'Image not found on this gym');
    }
    expect(existsSync(fileOf(own))).toBe(true);
    expect(existsSync(fileOf(foreign))).toBe(true);
    expect(await imageUrlsOf(other.gym)).toEqual(other.urls);
  });

  it('answers a missing imageUrl with 400 and an unknown gym with 404 Gym not found', async () => {
    const { gym } = await gymWithImages(1);
    expect((await deleteImage(gym.id, cast.owner.headers, undefined)).statusCode).toBe(400);
    expect((await deleteImage(gym.id, cast.owner.headers, 42)).statusCode).toBe(400);
    expectError(await deleteImage('abcdefabcdefabcdefabcdef', cast.owner.headers, '/media/x.webp'), 404, 'Gym not found');
  });
});

describe('multipart bodies elsewhere', () => {
  it('are refused by the JSON routes: the multipart parser exists only on the upload routes', async () => {
    const gym = await newGym();
    const body = await multipartBody({ gymId: gym.id, dayOfWeek: 'Monday', startTime: '09:00 AM', endTime: '10:00 AM' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recurring/set',
      headers: { ...cast.owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
  });
});
