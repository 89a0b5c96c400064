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
