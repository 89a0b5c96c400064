import { addGymFieldsSchema } from '@gymslot/shared/owner-schemas';
import { addGymSections } from './add-gym-fields';
import type { AddGymFieldName } from './add-gym-fields';

export type AddGymValues = Record<AddGymFieldName, string>;
export type AddGymFieldErrors = Partial<Record<AddGymFieldName, string>>;

/** Spec §3: the amenities text split on commas, trimmed, blanks dropped. */
export function splitAmenities(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

const labelOf = new Map(addGymSections.flatMap((section) => section.fields).map((field) => [field.name, field.label]));

/** The server's own rules (shared schema), one message per field, worded with the field's label. */
export function addGymFieldErrors(values: AddGymValues): AddGymFieldErrors {
  const result = addGymFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: AddGymFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddGymFieldName;
    if (errors[field] !== undefined) continue;
    // 'ownerPhoneNumber must be …' reads 'Owner Phone Number must be …' next to its input.
    const label = (labelOf.get(field) ?? field).replace(/\s*\(.*\)$/, '');
    errors[field] = issue.message.startsWith(field) ? `${label}${issue.message.slice(field.length)}` : issue.message;
  }
  return errors;
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
