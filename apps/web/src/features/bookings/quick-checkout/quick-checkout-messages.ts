import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../../i18n/i18n';

/** The gym page's quick checkout (API contract §8.13): a slot's sheet, its Pay and what follows a hold. */
export const quickCheckoutMessages = i18n('bookings-quick-checkout', {
  close: 'Close',
  priceLabel: 'Price',
  pay: params('Pay {amount}'),
  held: 'Your slot is held. Pay before the timer ends, or later from My Bookings.',
  payLater: 'Pay later from My Bookings',
  goToMyBookings: 'Go to My Bookings to pay for or cancel a held slot',
  otherTime: 'Choose another date or time',
});
