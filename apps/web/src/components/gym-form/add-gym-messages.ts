import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** The add-gym screen's texts (spec §3, §8), its field labels and the problems shown beside them. */
export const addGymMessages = i18n('admin-add-gym', {
  backToDashboard: '← Back to Admin Dashboard',
  heading: 'Add Gym',
  intro: 'Register a partner gym. An owner e-mail that has no account yet gets an invitation to set a password.',
  submit: 'Add Gym',
  added: 'Gym added successfully!',
  addFailed: 'Failed to add gym',

  sectionOwner: 'Owner',
  sectionGym: 'Gym',
  sectionLocation: 'Location',
  sectionPrice: 'Price and payouts',
  sectionPhotos: 'Photos',

  ownerEmail: 'Owner Email',
  ownerPhoneNumber: 'Owner Phone Number',
  ownerPhonePlaceholder: '10-digit phone number',
  name: 'Gym Name',
  description: 'Description (optional)',
  amenities: 'Amenities (comma-separated)',
  amenitiesPlaceholder: 'Wifi, Parking, Showers',
  capacity: 'Capacity (people per hour)',
  contactNumber: 'Contact Number',
  contactNumberPlaceholder: 'e.g. 98765 43210 or 020 2553 1234',
  email: 'Gym Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  latitude: 'Latitude',
  longitude: 'Longitude',
  pricePerHour: 'Price per Hour (₹)',
  razorpayAccountId: 'Razorpay Account ID (optional)',
  razorpayAccountIdHint:
    "The gym's Razorpay Route linked account, acc_ followed by letters and digits. Without one, the gym is paid outside GymSlot.",
  gstin: 'GSTIN (optional)',
  gstinHint: 'The 15-character GST number on your invoices; leave empty if the gym is not registered for GST.',
  images: 'Images (maximum 8)',
  imagesHint: 'PNG or JPEG, up to 5 MB each.',

  // The shared schema's rules (packages/shared/src/owner-schemas.ts), worded with the field's label.
  isRequired: params('{label} is required'),
  tooLong: params('{label} must be at most {max} characters'),
  invalidEmail: params('{label} must be a valid email address'),
  indianPhone: params(
    '{label} must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234',
  ),
  tenDigits: params('{label} must be exactly 10 digits'),
  sixDigits: params('{label} must be 6 digits'),
  wholeNumber: params('{label} must be a whole number from 1 to {max}'),
  priceRule: params('{label} must be more than 0 and at most {max} rupees, with at most 2 decimals'),
  numberRange: params('{label} must be a number from {min} to {max}'),
  razorpayRule: params('{label} must be acc_ followed by letters and digits'),
  gstinRule: params('{label} must be a valid 15-character GSTIN'),
  // Gym names and addresses reach mails and calendar files (packages/shared/src/gym-text.ts).
  plainTextRule: params('{label} must not contain web addresses, "<", ">" or control characters'),
  noMarkupRule: params('{label} must not contain "<", ">" or control characters other than line breaks'),
  amenityTooLong: params('Each amenity must be at most {max} characters'),
  tooManyAmenities: params('A gym can list at most {max} amenities'),
});

export type AddGymTexts = ReturnType<typeof addGymMessages.get>;
/** The keys of the texts without a varying part, such as labels. */
export type AddGymTextKey = { [Key in keyof AddGymTexts]: AddGymTexts[Key] extends string ? Key : never }[keyof AddGymTexts];
