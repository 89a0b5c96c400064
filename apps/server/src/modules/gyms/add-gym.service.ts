import type { Language } from '@gymslot/shared/languages';
import { rupeesToPaise } from '@gymslot/shared/money';
import {
  addGymFieldsSchema,
  imageMessages,
  type AddGymFields,
  type ManagedGym,
} from '@gymslot/shared/owner-schemas';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { findOrCreateGymOwner } from '../auth/gym-owner-account.js';
import { sendOwnerInvitation } from '../auth/owner-invitation.js';
import type { MediaStore, MediaUrls } from '../media/media-store.js';
import { cityAsKnown } from './city-spelling.js';
import { toStoredGymImages, type ProcessedGymImage } from './gym-image-processing.js';
import { removeGymImages, saveGymImages } from './gym-image-storage.js';
import * as gymImagesRepository from './gym-images.repository.js';
import * as gymsRepository from './gyms.repository.js';
import * as managedGymsRepository from './managed-gyms.repository.js';
import { toManagedGyms } from './managed-gyms.service.js';
import type { MultipartForm } from './multipart-form.js';
import type { PayoutAccountCheck } from './payout-account-check.js';

interface ValidGymForm {
  fields: AddGymFields;
  /** Re-encoded, ready to store. */
  images: ProcessedGymImage[];
}

/** Every problem of the form in one 400, so the admin fixes them all in one go (contract G12). */
async function validGymForm(form: MultipartForm): Promise<ValidGymForm> {
  const values: Record<string, string | undefined> = {};
  const repeated: string[] = [];
  // Only the schema's own names are copied: unknown fields are dropped, never trusted.
  for (const name of Object.keys(addGymFieldsSchema.shape)) {
    const sent = form.fields.get(name) ?? [];
    if (sent.length > 1) repeated.push(`${name} must be sent only once`);
    values[name] = sent[0];
  }
  const parsed = addGymFieldsSchema.safeParse(values);
  const images = await toStoredGymImages(form.files.map((file) => file.data));
  if (parsed.success && images && repeated.length === 0) return { fields: parsed.data, images };
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
    ...repeated,
    ...(images ? [] : [imageMessages.wrongType]),
  ];
  throw new AppError('invalid_data', { code: 'validationFailed' }, [...new Set(problems)]);
}

/** G12: an admin adds a gym for an owner found (or invited) by e-mail. */
export function createAddGymService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'outbox'>,
  media: MediaStore,
  urls: MediaUrls,
  checkPayoutAccount: PayoutAccountCheck,
) {
  const { db } = deps.database;

  return {
    /**
     * Its route lets only callers who may add gyms in, so the body is read for them alone. A new
     * owner's invitation is in `language`, the one the administrator adds the gym in.
     */
    async add(readForm: () => Promise<MultipartForm>, language: Language): Promise<ManagedGym> {
      const { fields, images } = await validGymForm(await readForm());
      // With Razorpay, before anything is stored or any transaction opens: an id that is not an
      // activated linked account, or that Razorpay cannot confirm now, saves nothing (§8.12).
      if (fields.razorpayAccountId !== '') await checkPayoutAccount(fields.razorpayAccountId);
      const city = await cityAsKnown(db, fields.city);
      const gymId = newId();
      const now = deps.clock.now();
      const stored = await saveGymImages(media, gymId, images);
      try {
        await db.transaction(async (tx) => {
          const { owner, created } = await findOrCreateGymOwner(tx, fields.ownerEmail, now);
          await gymsRepository.insert(tx, {
            id: gymId,
            ownerId: owner.id,
            name: fields.name,
            description: fields.description,
            address: fields.address,
            city,
            state: fields.state,
            pincode: fields.pincode,
            latitude: fields.latitude,
            longitude: fields.longitude,
            pricePerHourPaise: rupeesToPaise(fields.pricePerHour),
            capacity: fields.capacity,
            amenities: fields.amenities,
            contactNumber: fields.contactNumber,
            email: fields.email,
            ownerPhoneNumber: fields.ownerPhoneNumber,
            // None: the gym is paid outside GymSlot (§8.7).
            razorpayAccountId: fields.razorpayAccountId === '' ? null : fields.razorpayAccountId,
            createdAt: now,
            updatedAt: now,
          });
          await gymImagesRepository.insertMany(
            tx,
            stored.map((image, position) => ({ id: newId(), gymId, ...image, position, createdAt: now })),
          );
          // The invitation is queued with the account and the gym: all three exist, or none. It
          // goes to the address the owner was found or made by.
          if (created) await sendOwnerInvitation(tx, deps, { id: owner.id, name: owner.name, email: fields.ownerEmail }, fields.name, language);
        });
      } catch (error) {
        await removeGymImages(media, gymId, stored);
        throw error;
      }
      const row = await managedGymsRepository.findWithOwnerById(db, gymId);
      const [gym] = await toManagedGyms(db, row ? [row] : [], urls);
      if (!gym) throw new Error(`Gym ${gymId} vanished right after it was added`);
      return gym;
    },
  };
}

export type AddGymService = ReturnType<typeof createAddGymService>;
