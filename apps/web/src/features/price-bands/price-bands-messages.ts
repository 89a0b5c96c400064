import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** The owner's and admin's 'Prices' screen (API contract §8.7 off-peak prices). */
export const priceBandsMessages = i18n('owner-price-bands', {
  heading: 'Prices',
  backToDashboard: '← Back to Dashboard',
  backToAdmin: '← Back to Admin Dashboard',
  intro: params(
    '{gym} costs {price} at other hours. Set a lower price for quiet hours, or a higher one for busy hours, per weekday. Bookings already made keep their price.',
  ),
  loading: 'Loading prices…',
  loadFailed: 'Failed to load the prices. Please try again.',
  notFound: 'Gym not found.',
  bandsCaption: 'Price bands',
  noBands: 'No price bands yet: every hour costs the gym price. Add one for quiet or busy hours.',
  bandLegend: params('Band {number}'),
  day: 'Day',
  from: 'From',
  until: 'Until',
  midnight: '12:00 AM (midnight)',
  price: 'Price per hour (₹)',
  remove: 'Remove',
  removeBand: params('Remove band {number}'),
  addBand: 'Add a band',
  save: 'Save prices',
  saved: 'Prices saved.',
  saveFailed: 'Failed to save the prices. Please try again.',
});

/**
 * Each band problem in plain words, by the code of the API's text (server-texts.ts), shown under its
 * band; problems not listed show as the catalogue words them.
 */
export const priceBandProblemMessages = i18n('owner-price-band-problems', {
  bandPriceRequired: 'Enter a price per hour for this band.',
  bandPrice: 'Enter a price per hour above ₹0 and up to ₹1,00,000, with at most 2 decimals (for example 149.50).',
  bandOrder: "'Until' must be later than 'From'.",
  bandOverlap: 'These hours overlap band {band} on the same day. Change the day or the hours of one of them.',
  fixBands: 'Some bands need a change: see the message under each one.',
});
