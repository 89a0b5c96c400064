import { count } from '@nanostores/i18n';
import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** The owner's and admin's 'How GymSlot sells this gym' screen, with its closed hours (API contract §8.12). */
export const sellingMessages = i18n('owner-selling', {
  heading: 'How GymSlot sells this gym',
  backToDashboard: '← Back to Dashboard',
  intro: params('{gym} holds {capacity} people per hour. Choose how many of those places GymSlot sells, how far ahead and how soon before a slot starts.'),
  loading: 'Loading…',
  loadFailed: 'Failed to load the settings. Please try again.',
  notFound: 'Gym not found.',
  placesPerSlot: 'Places sold per slot',
  allPlaces: params('All {capacity} places'),
  placesHint: params('Leave empty to sell all {capacity} places. Fewer keeps places free for walk-ins and members.'),
  placesTooMany: params('You can sell at most the {capacity} places the gym holds.'),
  bookingWindowDays: 'Days ahead people can book',
  windowHint: 'From 1 to 90 days. Today counts as day 0.',
  minNoticeMinutes: 'Minimum notice, in minutes',
  noticeHint: 'From 0 to 1440. For example 120: nobody can book a slot that starts within 2 hours.',
  save: 'Save',
  saved: 'Saved. The gym page now follows these settings.',
  saveFailed: 'Failed to save. Please try again.',
});

export const closuresMessages = i18n('owner-closures', {
  heading: 'Closed hours',
  intro: 'Close some hours of a day for an event or repairs: their slots are not sold.',
  loading: 'Loading closed hours…',
  loadFailed: 'Failed to load the closed hours. Please try again.',
  none: 'No closed hours ahead. Add some below when the gym must close.',
  listCaption: 'Upcoming closed hours',
  remove: 'Delete',
  removeLabel: params('Delete the closed hours of {date}, {from} – {to}'),
  removed: 'Closed hours deleted: those slots are on sale again.',
  removeFailed: 'Failed to delete. Please try again.',
  formCaption: 'Close hours',
  date: 'Date',
  from: 'From',
  to: 'To',
  toHint: '12:00 AM as the end means midnight.',
  reason: 'Reason',
  reasonHint: 'For example: floor repairs, a wedding in the hall.',
  submit: 'Close these hours',
  saved: 'Closed hours saved. Those slots are no longer sold.',
  savedWithRefunds: count({ one: 'Closed hours saved. {count} booking was cancelled with a full refund.', other: 'Closed hours saved. {count} bookings were cancelled with a full refund.' }),
  saveFailed: 'Failed to save. Please try again.',
  bookingsInside: count({ one: '{count} paid booking falls in these hours:', other: '{count} paid bookings fall in these hours:' }),
  confirmRefund: count({
    one: 'Cancel this booking with a full refund and tell the person?',
    other: 'Cancel these {count} bookings with a full refund and tell each person?',
  }),
  confirmYes: 'Cancel and refund',
  confirmNo: 'Keep the hours open',
});
