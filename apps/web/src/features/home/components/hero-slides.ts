// `?no-inline` keeps the pictures out of the JavaScript: they download as images, in parallel.
import dumbbellRack from '../../../assets/hero/dumbbell-rack.svg?no-inline';
import treadmillCityView from '../../../assets/hero/treadmill-city-view.svg?no-inline';
import citySkylinePins from '../../../assets/hero/city-skyline-pins.svg?no-inline';
import phoneCheckIn from '../../../assets/hero/phone-check-in.svg?no-inline';

export interface HeroSlide {
  src: string;
  alt: string;
}

export const heroSlides: readonly HeroSlide[] = [
  { src: dumbbellRack, alt: 'A rack of dumbbells and weight plates in a bright, clean gym' },
  { src: treadmillCityView, alt: 'A treadmill facing a large window that looks out over the city' },
  { src: citySkylinePins, alt: 'A city skyline with map pins marking partner gyms nearby' },
  { src: phoneCheckIn, alt: 'A phone showing a confirmed booking and its check-in code next to a gym door' },
];

export const heroImageWidth = 800;
export const heroImageHeight = 500;
