import { count } from '@nanostores/i18n';
import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../lib/i18n.js';

/** The share page's texts (contract §8.13); Hindi is in locales/hi.json under 'share-page'. */
export const sharePageTexts = i18n('share-page', {
  description: params('{price} · {area} · Book an hourly slot on GymSlot.'),
  photoAlt: params('Photo of {name}'),
  noRatings: 'No ratings yet',
  reviews: count({ one: '{count} review', other: '{count} reviews' }),
  ratingLabel: params('Rated {rating} out of 5'),
  openSlots: 'Next open slots',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noSlots: 'No open slots today or tomorrow. See the gym for later dates.',
  slotLabel: params('Book {day} at {time}, {price}'),
  bookSlot: 'Book a slot',
  notFoundTitle: 'Gym not found | GymSlot',
  notFound: 'Gym not found.',
  notFoundHint: 'The link may be wrong, or the gym is no longer listed.',
  explore: 'Explore gyms',
});
