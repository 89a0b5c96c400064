import type { InputHTMLAttributes } from 'react';

export const addGymFieldNames = [
  'ownerEmail',
  'ownerPhoneNumber',
  'name',
  'description',
  'amenities',
  'capacity',
  'contactNumber',
  'email',
  'address',
  'city',
  'state',
  'pincode',
  'latitude',
  'longitude',
  'pricePerHour',
  'razorpayAccountId',
] as const;
export type AddGymFieldName = (typeof addGymFieldNames)[number];

export interface AddGymFieldSpec {
  name: AddGymFieldName;
  label: string;
  multiline?: boolean;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength' | 'step' | 'min'>;
}

export interface AddGymSection {
  title: string;
  fields: readonly AddGymFieldSpec[];
}

/** Every field of spec §3's add-gym payload except images, grouped as an admin fills them in. */
export const addGymSections: readonly AddGymSection[] = [
  {
    title: 'Owner',
    fields: [
      { name: 'ownerEmail', label: 'Owner Email', input: { type: 'email', inputMode: 'email', autoComplete: 'off' } },
      {
        name: 'ownerPhoneNumber',
        label: 'Owner Phone Number',
        input: { type: 'tel', inputMode: 'numeric', placeholder: '10-digit phone number', maxLength: 10, autoComplete: 'off' },
      },
    ],
  },
  {
    title: 'Gym',
    fields: [
      { name: 'name', label: 'Gym Name', input: { autoComplete: 'off' } },
      { name: 'description', label: 'Description (optional)', multiline: true },
      { name: 'amenities', label: 'Amenities (comma-separated)', input: { placeholder: 'Wifi, Parking, Showers', autoComplete: 'off' } },
      { name: 'capacity', label: 'Capacity (people per hour)', input: { type: 'number', inputMode: 'numeric', min: 1, step: 1 } },
      {
        name: 'contactNumber',
        label: 'Contact Number',
        input: { type: 'tel', inputMode: 'tel', placeholder: 'e.g. 98765 43210 or 020 2553 1234', autoComplete: 'off' },
      },
      { name: 'email', label: 'Gym Email', input: { type: 'email', inputMode: 'email', autoComplete: 'off' } },
    ],
  },
  {
    title: 'Location',
    fields: [
      { name: 'address', label: 'Address', input: { autoComplete: 'off' } },
      { name: 'city', label: 'City', input: { autoComplete: 'off' } },
      { name: 'state', label: 'State', input: { autoComplete: 'off' } },
      { name: 'pincode', label: 'Pincode', input: { type: 'number', inputMode: 'numeric', autoComplete: 'off' } },
      { name: 'latitude', label: 'Latitude', input: { type: 'number', inputMode: 'decimal', step: 'any' } },
      { name: 'longitude', label: 'Longitude', input: { type: 'number', inputMode: 'decimal', step: 'any' } },
    ],
  },
  {
    title: 'Price and payouts',
    fields: [
      { name: 'pricePerHour', label: 'Price per Hour (₹)', input: { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } },
      {
        name: 'razorpayAccountId',
        label: 'Razorpay Account ID',
        input: { placeholder: 'acc_XXXXXXXXXXXX', autoComplete: 'off' },
      },
    ],
  },
];
