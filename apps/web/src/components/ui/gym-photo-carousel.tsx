import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import gymPlaceholder from '../../assets/gym-placeholder.svg';
import { Carousel } from './carousel';
import type { CarouselImage, CarouselProps } from './carousel';

interface GymPhotoCarouselProps extends Pick<CarouselProps, 'spacing' | 'arrows'> {
  gymName: string;
  imageUrls: readonly string[];
}

const photoWidth = 800;
const photoHeight = 500;

/**
 * A gym's pictures one at a time (spec §2): alt text 'Gym {name} - {position}', and the placeholder
 * when the gym has none or a picture fails to load.
 */
export function GymPhotoCarousel({ gymName, imageUrls, spacing, arrows }: GymPhotoCarouselProps) {
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(() => new Set());
  const images: CarouselImage[] =
    imageUrls.length === 0
      ? [{ src: gymPlaceholder, alt: `No photos of ${gymName} yet` }]
      : imageUrls.map((url, index) =>
          failedUrls.has(url)
            ? { src: gymPlaceholder, alt: `Photo ${index + 1} of ${gymName} could not be loaded` }
            : { src: url, alt: `Gym ${gymName} - ${index + 1}` },
        );

  // A load error does not bubble in the DOM, but React passes it up its own tree, so one handler sees every slide.
  function handleImageError(event: SyntheticEvent<HTMLDivElement>) {
    const failedSource = event.target instanceof HTMLImageElement ? event.target.getAttribute('src') : null;
    if (failedSource === null || !imageUrls.includes(failedSource)) return;
    setFailedUrls((previous) => new Set(previous).add(failedSource));
  }

  return (
    <div onError={handleImageError}>
      <Carousel
        label={`Photos of ${gymName}`}
        images={images}
        width={photoWidth}
        height={photoHeight}
        spacing={spacing}
        arrows={arrows}
      />
    </div>
  );
}
