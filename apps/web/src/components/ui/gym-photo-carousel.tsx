import { params } from '@gymslot/shared/message-params';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { gymPhotos } from '@gymslot/shared/gym-photos';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import gymPlaceholder from '../../assets/gym-placeholder.svg';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
import { Carousel } from './carousel';
import type { CarouselImage, CarouselProps } from './carousel';

interface GymPhotoCarouselProps extends Pick<CarouselProps, 'spacing' | 'eagerFirst'> {
  gym: Pick<PublicGym, 'name' | 'imageUrls' | 'imageSources'>;
  /** How wide this place shows the carousel, as `<img sizes>`; each card and page knows its own. */
  sizes: string;
}

const messages = i18n('ui-gym-photo-carousel', {
  photosOf: params('Photos of {name}'),
  noPhotos: params('No photos of {name} yet'),
  photoAlt: params('Gym {name} - {position}'),
  photoFailed: params('Photo {position} of {name} could not be loaded'),
});

const photoWidth = 800;
const photoHeight = 500;

/**
 * A gym's pictures one at a time (spec §2): alt text 'Gym {name} - {position}', and the placeholder
 * when the gym has none or a picture fails to load.
 */
export function GymPhotoCarousel({ gym, sizes, spacing, eagerFirst }: GymPhotoCarouselProps) {
  const t = useStore(messages);
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(() => new Set());
  const photos = gymPhotos(gym);
  const images: CarouselImage[] =
    photos.length === 0
      ? [{ src: gymPlaceholder, alt: t.noPhotos({ name: gym.name }) }]
      : photos.map((photo, index) =>
          failedUrls.has(photo.src)
            ? { src: gymPlaceholder, alt: t.photoFailed({ position: index + 1, name: gym.name }) }
            : { ...photo, alt: t.photoAlt({ name: gym.name, position: index + 1 }) },
        );

  // A load error does not bubble in the DOM, but React passes it up its own tree, so one handler sees every slide.
  function handleImageError(event: SyntheticEvent<HTMLDivElement>) {
    const failedSource = event.target instanceof HTMLImageElement ? event.target.getAttribute('src') : null;
    if (failedSource === null || !gym.imageUrls.includes(failedSource)) return;
    setFailedUrls((previous) => new Set(previous).add(failedSource));
  }

  return (
    <div onError={handleImageError}>
      <Carousel
        label={t.photosOf({ name: gym.name })}
        images={images}
        width={photoWidth}
        height={photoHeight}
        sizes={sizes}
        spacing={spacing}
        eagerFirst={eagerFirst}
      />
    </div>
  );
}
