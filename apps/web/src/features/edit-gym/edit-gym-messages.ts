import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** The edit-gym screen's texts (API contract §8.7); its field labels are the add-gym screen's. */
export const editGymMessages = i18n('owner-edit-gym', {
  heading: 'Edit gym',
  backToDashboard: '← Back to Dashboard',
  backToAdmin: '← Back to Admin Dashboard',
  intro: params('Change the details of {gym}. Only what you change is saved; people see it on the gym page at once.'),
  loading: 'Loading the gym…',
  loadFailed: 'Failed to load the gym. Please try again.',
  notFound: 'Gym not found.',

  sectionGym: 'Gym',
  sectionOwner: 'Owner',
  sectionLocation: 'Location',
  sectionPrice: 'Price and places',
  sectionTax: 'GST',
  bookingsKeep: 'Bookings already made keep their price and places.',

  save: 'Save changes',
  saved: 'Gym updated.',
  nothingToSave: 'Nothing to save.',
  saveFailed: 'Failed to update gym. Please try again.',
});

/** The admin's payout account section of the edit-gym screen (§8.12; decision 064). */
export const payoutAccountMessages = i18n('admin-payout-account', {
  heading: 'Payout account',
  paidThrough: "This gym is paid through GymSlot: each booking's share goes to this Razorpay account.",
  paidOutside: 'This gym has no Razorpay account, so it is paid outside GymSlot. Add its activated Route account to pay it through GymSlot.',
  save: 'Save payout account',
  saved: 'Payout account saved: Razorpay confirmed it is active.',
  cleared: 'Payout account removed: this gym is now paid outside GymSlot.',
  unchanged: 'Nothing to save.',
  saveFailed: 'Failed to save the payout account. Please try again.',
});
