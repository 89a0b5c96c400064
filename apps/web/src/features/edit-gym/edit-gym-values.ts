import type { GymChangesInput, ManagedGym } from '@gymslot/shared/owner-schemas';
import { gymChangesSchema } from '@gymslot/shared/owner-schemas';
import type { GymFieldName } from '../../components/gym-form/add-gym-fields';
import { splitAmenities } from '../../components/gym-form/add-gym-request';

/** The fields PATCH /gyms/{id} changes (API contract §8.7), in the order the problems are looked at. */
export const editGymFieldNames = [
  'name',
  'description',
  'amenities',
  'contactNumber',
  'email',
  'ownerPhoneNumber',
  'address',
  'city',
  'state',
  'pincode',
  'latitude',
  'longitude',
  'pricePerHour',
  'capacity',
  'gstin',
] as const satisfies readonly GymFieldName[];
export type EditGymFieldName = (typeof editGymFieldNames)[number];

/** What the screen reads of a ManagedGym. `gstin` is '' when none; a server without it leaves it out. */
export type EditableGym = Pick<ManagedGym, '_id' | Exclude<EditGymFieldName, 'gstin'>> & { gstin?: string };

export type EditGymValues = Record<EditGymFieldName, string>;
/** The shared schema's (or server's) English message for each field with a problem. */
export type EditGymFieldErrors = Partial<Record<EditGymFieldName, string>>;
/** The JSON body of PATCH /gyms/{id}: only the fields that changed, numbers as numbers, amenities as a list. */
/** The changed fields as PATCH /gyms/{id} takes them (each already parsed by its field's rule). */
export type GymChanges = GymChangesInput;

const numberFields = new Set<EditGymFieldName>(['latitude', 'longitude', 'pricePerHour', 'capacity']);

/** The gym as the form shows it: every value as text, amenities comma-separated. */
export function editGymValues(gym: EditableGym): EditGymValues {
  return {
    name: gym.name,
    description: gym.description,
    amenities: gym.amenities.join(', '),
    contactNumber: gym.contactNumber,
    email: gym.email,
    ownerPhoneNumber: gym.ownerPhoneNumber,
    address: gym.address,
    city: gym.city,
    state: gym.state,
    pincode: gym.pincode,
    latitude: String(gym.latitude),
    longitude: String(gym.longitude),
    pricePerHour: String(gym.pricePerHour),
    capacity: String(gym.capacity),
    gstin: gym.gstin ?? '',
  };
}

/** Whether a typed value says the same as the stored one ('149.50' is 149.5, ' Wifi,Pool' is 'Wifi, Pool'). */
function sameValue(field: EditGymFieldName, typed: string, stored: string): boolean {
  const text = typed.trim();
  if (text === stored.trim()) return true;
  if (numberFields.has(field)) return text !== '' && Number(text) === Number(stored);
  if (field === 'amenities') return splitAmenities(text).join('\n') === splitAmenities(stored).join('\n');
  if (field === 'gstin') return text.toUpperCase() === stored.trim().toUpperCase();
  return false;
}

export type EditGymCheck = { ok: true; changes: GymChanges } | { ok: false; fieldErrors: EditGymFieldErrors };

/**
 * The fields that differ from the stored gym, each checked by the rule the server checks it with
 * (the shared schema: G12's add-gym rules and the GSTIN's) and shaped as the server stores it.
 */
export function checkGymChanges(values: EditGymValues, stored: EditGymValues): EditGymCheck {
  const changes: Record<string, unknown> = {};
  const fieldErrors: EditGymFieldErrors = {};
  for (const field of editGymFieldNames) {
    const typed = values[field];
    if (sameValue(field, typed, stored[field])) continue;
    const result = gymChangesSchema.shape[field].safeParse(typed);
    if (!result.success) fieldErrors[field] = result.error.issues[0]?.message;
    // Written another way but stored the same ('+91 98765 43210' for 9876543210): no change.
    else if (result.data !== undefined && result.data !== stored[field]) changes[field] = result.data;
  }
  // Each value passed its own field's rule just above, so together they are a valid change.
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, changes: changes as GymChanges };
}

/** The field a server problem is about: its rules start with the field's name, the amenities' with 'amenit' words. */
export function fieldOfProblem(message: string): EditGymFieldName | undefined {
  if (/^(Each amenity|A gym can list at most \d+ amenities)/.test(message)) return 'amenities';
  return editGymFieldNames.find((field) => message.startsWith(`${field} `));
}

/** The server's list of problems (400 `errors`) sorted to their fields; the others are kept apart. */
export function problemsByField(problems: readonly string[]): { fieldErrors: EditGymFieldErrors; others: string[] } {
  const fieldErrors: EditGymFieldErrors = {};
  const others: string[] = [];
  for (const problem of problems) {
    const field = fieldOfProblem(problem);
    if (field === undefined) others.push(problem);
    else fieldErrors[field] ??= problem;
  }
  return { fieldErrors, others };
}
