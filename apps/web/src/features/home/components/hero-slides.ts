// `?no-inline` keeps the pictures out of the JavaScript: they download as images, in parallel.
import dumbbellRack from '../../../assets/hero/dumbbell-rack.svg?no-inline';
import treadmillCityView from '../../../assets/hero/treadmill-city-view.svg?no-inline';
import citySkylinePins from '../../../assets/hero/city-skyline-pins.svg?no-inline';
import phoneCheckIn from '../../../assets/hero/phone-check-in.svg?no-inline';

export interface HeroSlide {
  src: string;
  /** Its description in homeMessages. */
  alt: 'slideDumbbells' | 'slideTreadmill' | 'slideSkyline' | 'slideCheckIn';
}

export const heroSlides: readonly HeroSlide[] = [
  { src: dumbbellRack, alt: 'slideDumbbells' },
  { src: treadmillCityView, alt: 'slideTreadmill' },
  { src: citySkylinePins, alt: 'slideSkyline' },
  { src: phoneCheckIn, alt: 'slideCheckIn' },
];

export const heroImageWidth = 800;
export const heroImageHeight = 500;
