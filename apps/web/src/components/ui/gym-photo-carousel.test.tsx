import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import gymPlaceholder from '../../assets/gym-placeholder.svg';
import { GymPhotoCarousel } from './gym-photo-carousel';

describe('GymPhotoCarousel', () => {
  it("names each picture 'Gym {name} - {position}'", () => {
    render(<GymPhotoCarousel gymName="Iron Temple" imageUrls={['/media/a.webp', '/media/b.webp']} />);

    expect(screen.getByRole('img', { name: 'Gym Iron Temple - 1' })).toHaveAttribute('src', '/media/a.webp');
    expect(screen.getByRole('img', { name: 'Gym Iron Temple - 2', hidden: true })).toHaveAttribute('src', '/media/b.webp');
  });

  it('shows the placeholder for a gym without pictures', () => {
    render(<GymPhotoCarousel gymName="Iron Temple" imageUrls={[]} />);

    expect(screen.getByRole('img', { name: 'No photos of Iron Temple yet' })).toHaveAttribute('src', gymPlaceholder);
  });

  it('swaps a picture that fails to load for the placeholder', () => {
    render(<GymPhotoCarousel gymName="Iron Temple" imageUrls={['/media/broken.webp']} />);

    fireEvent.error(screen.getByRole('img', { name: 'Gym Iron Temple - 1' }));

    expect(screen.getByRole('img', { name: 'Photo 1 of Iron Temple could not be loaded' })).toHaveAttribute('src', gymPlaceholder);
  });
});
