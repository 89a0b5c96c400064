import type { InputHTMLAttributes } from 'react';
import type { AddGymTextKey } from './add-gym-messages';

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
/** A gym's fields as owners and admins fill them in: the add-gym ones, and the GSTIN set when editing a gym. */
export type GymFieldName = AddGymFieldName | 'gstin';

// Each field's label is the add-gym text of the same key (add-gym-messages.ts).

export interface AddGymFieldSpec {
  name: GymFieldName;
  multiline?: boolean;
  /** A line under the label that explains the field, as a text key. */
  hint?: AddGymTextKey;
  /** An example in the input, as a text key; `input.placeholder` is one that is the same in every language. */
  placeholder?: AddGymTextKey;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength' | 'step' | 'min'>;
}

export interface AddGymSection {
  title: AddGymTextKey;
  fields: readonly (AddGymFieldSpec & { name: AddGymFieldName })[];
}

/** Every field of spec §3's add-gym payload except images, grouped as an admin fills them in. */
export const addGymSections: readonly AddGymSection[] = [
  {
    title: 'sectionOwner',
    fields: [
      { name: 'ownerEmail', input: { type: 'email', inputMode: 'email', autoComplete: 'off' } },
      {
        name: 'ownerPhoneNumber',
        placeholder: 'ownerPhonePlaceholder',
        // Written as people write it ('+91 98765 43210'); the server keeps the 10 digits.
        input: { type: 'tel', inputMode: 'tel', maxLength: 20, autoComplete: 'off' },
      },
    ],
  },
  {
    title: 'sectionGym',
    fields: [
      { name: 'name', input: { autoComplete: 'off' } },
      { name: 'description', multiline: true },
      { name: 'amenities', placeholder: 'amenitiesPlaceholder', input: { autoComplete: 'off' } },
      { name: 'capacity', input: { type: 'number', inputMode: 'numeric', min: 1, step: 1 } },
      {
        name: 'contactNumber',
        placeholder: 'contactNumberPlaceholder',
        input: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
      },
      { name: 'email', input: { type: 'email', inputMode: 'email', autoComplete: 'off' } },
    ],
  },
  {
    title: 'sectionLocation',
    fields: [
      { name: 'address', input: { autoComplete: 'off' } },
      { name: 'city', input: { autoComplete: 'off' } },
      { name: 'state', input: { autoComplete: 'off' } },
      { name: 'pincode', input: { type: 'number', inputMode: 'numeric', autoComplete: 'off' } },
      { name: 'latitude', input: { type: 'number', inputMode: 'decimal', step: 'any' } },
      { name: 'longitude', input: { type: 'number', inputMode: 'decimal', step: 'any' } },
    ],
  },
  {
    title: 'sectionPrice',
    fields: [
      { name: 'pricePerHour', input: { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } },
      {
        name: 'razorpayAccountId',
        hint: 'razorpayAccountIdHint',
        input: { placeholder: 'acc_XXXXXXXXXXXX', autoComplete: 'off' },
      },
    ],
  },
];

/** The GSTIN, set on the edit-gym screen: the gym's invoices carry it. */
export const gstinFieldSpec: AddGymFieldSpec = {
  name: 'gstin',
  hint: 'gstinHint',
  input: { autoComplete: 'off', maxLength: 15 },
};

/** The add-gym screen's field of that name (its input type, keyboard and example), for other gym forms. */
export function gymFieldSpec(name: GymFieldName): AddGymFieldSpec {
  if (name === 'gstin') return gstinFieldSpec;
  const spec = addGymSections.flatMap((section) => section.fields).find((field) => field.name === name);
  return spec ?? { name };
}
