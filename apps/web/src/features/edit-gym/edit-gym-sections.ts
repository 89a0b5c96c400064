import { gymFieldSpec } from '../../components/gym-form/add-gym-fields';
import type { AddGymFieldSpec } from '../../components/gym-form/add-gym-fields';
import type { editGymMessages } from './edit-gym-messages';
import type { EditGymFieldName } from './edit-gym-values';

type EditGymTexts = ReturnType<typeof editGymMessages.get>;
/** The keys of the texts without a varying part. */
type EditGymTextKey = { [Key in keyof EditGymTexts]: EditGymTexts[Key] extends string ? Key : never }[keyof EditGymTexts];

export interface EditGymSection {
  title: EditGymTextKey;
  fields: readonly (AddGymFieldSpec & { name: EditGymFieldName })[];
  /** A line under the section's fields, as a text key. */
  note?: EditGymTextKey;
}

const specs = (...names: EditGymFieldName[]) => names.map((name) => ({ ...gymFieldSpec(name), name }));

/** The edit-gym form's fields, with the add-gym screen's inputs, grouped as an owner looks for them. */
export const editGymSections: readonly EditGymSection[] = [
  { title: 'sectionGym', fields: specs('name', 'description', 'amenities', 'contactNumber', 'email') },
  { title: 'sectionOwner', fields: specs('ownerPhoneNumber') },
  { title: 'sectionLocation', fields: specs('address', 'city', 'state', 'pincode', 'latitude', 'longitude') },
  { title: 'sectionPrice', fields: specs('pricePerHour', 'capacity'), note: 'bookingsKeep' },
  { title: 'sectionTax', fields: specs('gstin') },
];
