import { addGymFieldsSchema } from '@gymslot/shared/owner-schemas';
import type { AddGymFieldName, GymFieldName } from './add-gym-fields';
import type { AddGymTexts } from './add-gym-messages';

export type AddGymValues = Record<AddGymFieldName, string>;
/** The shared schema's message for each field with a problem, as the schema words it (in English). */
export type AddGymFieldErrors = Partial<Record<AddGymFieldName, string>>;

/** Spec §3: the amenities text split on commas, trimmed, blanks dropped. */
export function splitAmenities(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The server's own rules (shared schema), one message per field. */
export function addGymFieldErrors(values: AddGymValues): AddGymFieldErrors {
  const result = addGymFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: AddGymFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddGymFieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

type Wording = (texts: AddGymTexts, label: string, parts: string[]) => string;

/** The schema's wordings after the field's name, and the same rule in the language shown. */
const ruleWordings: readonly (readonly [RegExp, Wording])[] = [
  [/^ is required$/, (texts, label) => texts.isRequired({ label })],
  [/^ must be at most (\d+) characters$/, (texts, label, [max = '']) => texts.tooLong({ label, max })],
  [/^ must be a valid email address$/, (texts, label) => texts.invalidEmail({ label })],
  [
    /^ must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234$/,
    (texts, label) => texts.indianPhone({ label }),
  ],
  [/^ must be exactly 10 digits$/, (texts, label) => texts.tenDigits({ label })],
  [/^ must be 6 digits$/, (texts, label) => texts.sixDigits({ label })],
  [/^ must be a whole number from 1 to (\d+)$/, (texts, label, [max = '']) => texts.wholeNumber({ label, max })],
  [
    /^ must be more than 0 and at most (\d+) rupees, with at most 2 decimals$/,
    (texts, label, [max = '']) => texts.priceRule({ label, max }),
  ],
  [/^ must be a number from (-?\d+) to (\d+)$/, (texts, label, [min = '', max = '']) => texts.numberRange({ label, min, max })],
  [/^ must be acc_ followed by letters and digits$/, (texts, label) => texts.razorpayRule({ label })],
  [/^ must be a valid 15-character GSTIN$/, (texts, label) => texts.gstinRule({ label })],
  [/^ must not contain web addresses, "<", ">" or control characters$/, (texts, label) => texts.plainTextRule({ label })],
  [/^ must not contain "<", ">" or control characters other than line breaks$/, (texts, label) => texts.noMarkupRule({ label })],
];

/** The amenities' rules, which do not start with the field's name. */
const amenityWordings: readonly (readonly [RegExp, (texts: AddGymTexts, max: string) => string])[] = [
  [/^Each amenity must be at most (\d+) characters$/, (texts, max) => texts.amenityTooLong({ max })],
  [/^A gym can list at most (\d+) amenities$/, (texts, max) => texts.tooManyAmenities({ max })],
];

/**
 * A schema message as shown next to its input, worded with the field's label: 'ownerPhoneNumber must
 * be …' reads 'Owner Phone Number must be …', in the language shown. A message the table does not
 * know keeps the schema's words after the label.
 */
export function fieldErrorText(field: GymFieldName, message: string, texts: AddGymTexts): string {
  for (const [pattern, wording] of amenityWordings) {
    const max = pattern.exec(message)?.[1];
    if (max !== undefined) return wording(texts, max);
  }
  if (!message.startsWith(field)) return message;
  const label = texts[field].replace(/\s*\(.*\)$/, '');
  const rest = message.slice(field.length);
  for (const [pattern, wording] of ruleWordings) {
    const match = pattern.exec(rest);
    if (match) return wording(texts, label, match.slice(1));
  }
  return `${label}${rest}`;
}

/** The multipart body of G12: every text field trimmed, amenities as a JSON list, each picture as `images`. */
export function addGymFormData(values: AddGymValues, images: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    form.append(name, name === 'amenities' ? JSON.stringify(splitAmenities(value)) : value.trim());
  }
  for (const image of images) form.append('images', image);
  return form;
}
