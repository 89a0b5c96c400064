import { describe, expect, it } from 'vitest';
import { gymPhotos } from './gym-photos.js';

describe('gymPhotos', () => {
  it('pairs each URL with its stored widths, in the order of imageUrls', () => {
    const photos = gymPhotos({
      imageUrls: ['/media/g/a.webp', '/media/g/demo.svg', '/media/g/new.webp'],
      imageSources: [
        { url: '/media/g/demo.svg', widths: [] },
        {
          url: '/media/g/a.webp',
          widths: [
            { url: '/media/g/a-400w.webp', width: 400 },
            { url: '/media/g/a.webp', width: 900 },
          ],
        },
      ],
    });

    expect(photos).toEqual([
      { src: '/media/g/a.webp', srcSet: '/media/g/a-400w.webp 400w, /media/g/a.webp 900w' },
      { src: '/media/g/demo.svg', srcSet: undefined },
      // Just uploaded: listed in imageUrls before the gym is fetched again.
      { src: '/media/g/new.webp', srcSet: undefined },
    ]);
  });

  it('takes absolute addresses, from the site or a media host, as they come', () => {
    const cdn = 'https://cdn.example.com/gymslot/gyms/g';
    const photos = gymPhotos({
      imageUrls: [`${cdn}/a.webp`, 'http://localhost:3000/media/gyms/g/b.svg'],
      imageSources: [
        { url: `${cdn}/a.webp`, widths: [{ url: `${cdn}/a-400w.webp`, width: 400 }, { url: `${cdn}/a.webp`, width: 1600 }] },
        { url: 'http://localhost:3000/media/gyms/g/b.svg', widths: [] },
      ],
    });
    expect(photos).toEqual([
      { src: `${cdn}/a.webp`, srcSet: `${cdn}/a-400w.webp 400w, ${cdn}/a.webp 1600w` },
      { src: 'http://localhost:3000/media/gyms/g/b.svg', srcSet: undefined },
    ]);
  });
});
