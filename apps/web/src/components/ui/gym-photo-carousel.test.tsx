import type { ImageSource } from '@gymslot/shared/gym-schemas';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import gymPlaceholder from '../../assets/gym-placeholder.svg';
import { GymPhotoCarousel } from './gym-photo-carousel';

const sizes = '(min-width: 640px) 50vw, 100vw';
const gymWith = (imageUrls: string[], imageSources: ImageSource[] = imageUrls.map((url) => ({ url, widths: [] }))) => ({
  name: 'Iron Temple',
  imageUrls,
  imageSources,
});

describe('GymPhotoCarousel', () => {
  it("names each picture 'Gym {name} - {position}'", () => {
    render(<GymPhotoCarousel gym={gymWith(['/media/a.webp', '/media/b.webp'])} sizes={sizes} />);

    expect(screen.getByRole('img', { name: 'Gym Iron Temple - 1' })).toHaveAttribute('src', '/media/a.webp');
    expect(screen.getByRole('img', { name: 'Gym Iron Temple - 2', hidden: true })).toHaveAttribute('src', '/media/b.webp');
  });

  it('shows its arrows only above 768 px, wherever the card is (listing, map, dashboards)', () => {
    render(<GymPhotoCarousel gym={gymWith(['/media/a.webp', '/media/b.webp'])} sizes={sizes} />);

    expect(screen.getByRole('button', { name: 'Next image' })).toHaveClass('hidden', 'min-[769px]:inline-flex');
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).not.toHaveClass('hidden');
  });

  it('offers every stored width with the place’s sizes, and only src for a picture with one file', () => {
    const widths = [
      { url: '/media/a-400w.webp', width: 400 },
      { url: '/media/a-800w.webp', width: 800 },
      { url: '/media/a.webp', width: 1600 },
    ];
    render(<GymPhotoCarousel gym={gymWith(['/media/a.webp', '/media/b.svg'], [{ url: '/media/a.webp', widths }])} sizes={sizes} />);

    const photo = screen.getByRole('img', { name: 'Gym Iron Temple - 1' });
    expect(photo).toHaveAttribute('srcset', '/media/a-400w.webp 400w, /media/a-800w.webp 800w, /media/a.webp 1600w');
    expect(photo).toHaveAttribute('sizes', sizes);
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '500');
    const vector = screen.getByRole('img', { name: 'Gym Iron Temple - 2', hidden: true });
    expect(vector).toHaveAttribute('src', '/media/b.svg');
    expect(vector).not.toHaveAttribute('srcset');
    expect(vector).not.toHaveAttribute('sizes');
  });

  it('shows the placeholder for a gym without pictures', () => {
    render(<GymPhotoCarousel gym={gymWith([])} sizes={sizes} />);

    expect(screen.getByRole('img', { name: 'No photos of Iron Temple yet' })).toHaveAttribute('src', gymPlaceholder);
  });

  it('swaps a picture that fails to load for the placeholder', () => {
    render(<GymPhotoCarousel gym={gymWith(['/media/broken.webp'])} sizes={sizes} />);

    fireEvent.error(screen.getByRole('img', { name: 'Gym Iron Temple - 1' }));

    expect(screen.getByRole('img', { name: 'Photo 1 of Iron Temple could not be loaded' })).toHaveAttribute('src', gymPlaceholder);
  });
});
