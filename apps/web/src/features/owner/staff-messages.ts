import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

// §8.12: the owner's screen of a gym's front-desk staff.

export const gymStaffMessages = i18n('owner-gym-staff', {
  pageTitle: 'Front-desk staff | GymSlot',
  heading: 'Front-desk staff',
  headingOf: params('Front-desk staff of {gym}'),
  backToDashboard: '← Back to Dashboard',
  intro: "Staff see this gym's bookings for the day and check people in. They cannot see amounts, payouts or insights, or change the gym.",
  listHeading: 'Who works the desk',
  loading: 'Loading staff…',
  loadFailed: 'Failed to load the staff. Please try again.',
  none: 'Nobody works the front desk yet.',
  noneHint: 'Add someone by their e-mail address or mobile number below.',
  addHeading: 'Add someone',
  by: 'Add by',
  byEmail: 'E-mail',
  byPhone: 'Mobile number',
  email: 'E-mail address',
  phone: 'Mobile number',
  phoneHint: 'An Indian mobile number, for example 98765 43210.',
  name: 'Name',
  nameHint: 'Needed for a new account made with a mobile number.',
  add: 'Add to staff',
  added: params('{name} can now work the front desk.'),
  addFailed: 'The person could not be added. Please try again.',
  remove: 'Remove',
  /** Screen-reader text after a button, naming the person. */
  forWhom: params(' {name}'),
  confirmQuestion: params('Remove {name} from the front desk?'),
  confirmNote: 'They lose access to this gym at once. Off their last gym, they are signed out.',
  confirmRemove: 'Yes, remove',
  cancel: 'Cancel',
  removed: params('{name} no longer works the front desk.'),
  removeFailed: 'The person could not be removed. Please try again.',
});
