import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

// The owner's Payouts screen (API contract §8.7; docs/decisions/047-route-payouts.md).

export const payoutsPageMessages = i18n('owner-payouts', {
  pageTitle: 'Payouts | GymSlot',
  backToDashboard: '← Back to Dashboard',
  heading: 'Payouts',
  intro: "Your share of each booking, sent through Razorpay Route: held until the customer checks in, then released to your account.",
  month: 'Month',
  loadFailed: 'Failed to load payouts. Please try again.',
  loading: 'Loading payouts…',
  paidOutside: 'None of your gyms has a linked Razorpay account, so GymSlot pays you outside the app. Contact us to link one.',
  noPayouts: params('No payouts in {month}.'),
  noPayoutsHint: 'Payouts appear here as customers book and pay.',
  downloadStatement: 'Download statement (CSV)',
});

export const payoutTotalsMessages = i18n('owner-payout-totals', {
  heading: params('Totals of {month}'),
  held: 'Held',
  heldHint: 'Released at check-in',
  released: 'Released',
  releasedHint: 'Sent to your account',
  reversed: 'Reversed',
  reversedHint: 'Taken back with a refund',
});

export const payoutsTableMessages = i18n('owner-payouts-table', {
  caption: params('Payouts of {month}'),
  date: 'Date',
  booking: 'Booking',
  gym: 'Gym',
  amount: 'Paid',
  fee: 'Fee',
  payout: 'Payout',
  status: 'Status',
  held: 'Held',
  released: 'Released',
  reversed: 'Reversed',
  failed: 'Failed',
  /** Under a held line: the day Razorpay pays the share out by itself if nobody checks in (§8.8). */
  releasesOn: params('releases on {date}'),
});

/** How each gym is paid (§8.12; decision 064). */
export const payoutGymsMessages = i18n('owner-payout-gyms', {
  heading: 'How each gym is paid',
  throughGymSlot: 'Paid through GymSlot',
  throughHint: 'Your share of each booking reaches your Razorpay account.',
  outsideGymSlot: 'Paid outside GymSlot',
  outsideHint: 'No Razorpay account is linked: GymSlot pays this gym outside the app. Contact us to link one.',
});
