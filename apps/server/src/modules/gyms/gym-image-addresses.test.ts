import { existsSync } from 'node:fs';
import path from 'node:path';
import { gymReplySchema } from '@gymslot/shared/gym-schemas';
import { addImagesReplySchema, deleteImageReplySchema } from '@gymslot/shared/owner-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto, multipartBody } from '../../../test/image-fixtures.js';
import { castOf, type Cast } from '../../../test/owner-helpers.js';
import { useTestApp } from '../../../test/test-app.js';
import { createGym } from '../../db/factories.js';

// With MEDIA_PUBLIC_URL set, every reply addresses images under it (a CDN or bucket), while the
// files stay where the server keeps them and a request may still name an image by an older address.

const cdn = 'https://cdn.example.com/gymslot/';
const t = useTestApp({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/gymslot/' });
let cast: Cast;
let photo: Buffer;
beforeAll(async () => {
  cast = await castOf(t);
  photo = await jpegPhoto(1200, 800);
});

async function gymWithPhotos(count: number) {
  const gym = await createGym(t.database.db, { ownerId: cast.owner.account.id });
  const body = await multipartBody({}, Array.from({ length: count }, () => ({ name: 'floor.jpg', data: photo, type: 'image/jpeg' })));
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/gyms/${gym.id}/add-images`,
    headers: { ...cast.owner.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return { gym, reply: addImagesReplySchema.parse(res.json()) };
}

const deleteImage = (gymId: string, imageUrl: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/gyms/${gymId}/delete-image`, headers: cast.owner.headers, payload: { imageUrl } });

const keyOf = (url: string) => url.slice(cdn.length);

describe('image addresses under MEDIA_PUBLIC_URL', () => {
  it('names every image and variant under it in the upload, public and owner replies, the files kept by the server', async () => {
    const { gym, reply } = await gymWithPhotos(1);
    const [url] = reply.images as [string];
    expect(url).toMatch(new RegExp(`^${cdn}gyms/${gym.id}/[0-9a-f]{24}\\.webp$`));
    expect(reply.imageUrls).toEqual([url]);
    expect(existsSync(path.join(t.dataDir, 'media', keyOf(url)))).toBe(true);

    const { gym: publicGym } = gymReplySchema.parse((await t.app.inject({ method: 'GET', url: `/api/gyms/${gym.id}` })).json());
    expect(publicGym.imageUrls).toEqual([url]);
    const widths = publicGym.imageSources[0]?.widths ?? [];
    expect(widths.map((entry) => entry.width)).toEqual([400, 800, 1200]);
    for (const entry of widths) {
      expect(entry.url.startsWith(`${cdn}gyms/${gym.id}/`)).toBe(true);
      expect(existsSync(path.join(t.dataDir, 'media', keyOf(entry.url)))).toBe(true);
    }

    const list = await t.app.inject({ method: 'GET', url: '/api/gyms/all-public' });
    expect(list.json<{ data: { _id: string; imageUrls: string[] }[] }>().data.find((item) => item._id === gym.id)?.imageUrls).toEqual([url]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/gyms/my-gyms', headers: cast.owner.headers });
    expect(mine.json<{ gyms: { _id: string; imageUrls: string[] }[] }>().gyms.find((item) => item._id === gym.id)?.imageUrls).toEqual([url]);
  });

  it('deletes an image named by its address under MEDIA_PUBLIC_URL, under PUBLIC_URL/api/media or PUBLIC_URL/media, or by the older /api/media and /media paths', async () => {
    const { gym, reply } = await gymWithPhotos(5);
    const [first, second, third, fourth, fifth] = reply.imageUrls as [string, string, string, string, string];
    const named = [first, `http://localhost:3000/api/media/${keyOf(second)}`, `http://localhost:3000/media/${keyOf(third)}`, `/api/media/${keyOf(fourth)}`, `/media/${keyOf(fifth)}`];
    const left = [...reply.imageUrls];
    for (const imageUrl of named) {
      const res = await deleteImage(gym.id, imageUrl);
      left.shift();
      expect(deleteImageReplySchema.parse(res.json()), imageUrl).toEqual({ success: true, message: 'Image deleted', images: left });
    }
    for (const url of reply.imageUrls) expect(existsSync(path.join(t.dataDir, 'media', keyOf(url)))).toBe(false);
  });

  it('refuses the same key under another host', async () => {
    const { gym, reply } = await gymWithPhotos(1);
    const [url] = reply.images as [string];
    const res = await deleteImage(gym.id, url.replace('cdn.example.com', 'cdn.evil.example'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Image not found on this gym' });
  });
});
