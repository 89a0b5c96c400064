import { istDate } from '@gymslot/shared/ist-time';
import { rupeesToPaise } from '@gymslot/shared/money';
import type { Executor } from '../../db/client.js';
import type { GymRow } from '../../db/schema/gyms.js';
import type { MediaStore } from '../../modules/media/media-store.js';
import { addDateOverrides, addWeeklyHours } from './demo-availability.js';
import { demoCities } from './demo-cities.js';
import { addDemoImages, demoImagesForGym } from './demo-images.js';
import { createGym } from '../../db/factories.js';

const MS_PER_DAY = 86_400_000;

/** Every demo gym with its weekly hours, special dates and images; owners come from addDemoUsers. Returns the gyms made. */
export async function addDemoGyms(
  db: Executor,
  media: MediaStore,
  ownerIdsByEmail: Map<string, string>,
  now: Date,
): Promise<GymRow[]> {
  const istToday = istDate(now);
  const made: GymRow[] = [];
  let gymIndex = 0;
  for (const city of demoCities) {
    for (const demo of city.gyms) {
      const ownerEmail = demo.ownerEmail ?? city.ownerEmail;
      const ownerId = ownerIdsByEmail.get(ownerEmail);
      if (!ownerId) throw new Error(`Demo gym ${demo.name} names an unknown owner ${ownerEmail}`);
      const createdAt = new Date(now.getTime() - demo.createdDaysAgo * MS_PER_DAY);
      const gym = await createGym(db, {
        ownerId,
        name: demo.name,
        description: demo.description,
        address: demo.address,
        city: city.name,
        state: city.state,
        pincode: demo.pincode,
        latitude: demo.latitude,
        longitude: demo.longitude,
        pricePerHourPaise: rupeesToPaise(demo.pricePerHourRupees),
        capacity: demo.capacity,
        amenities: [...demo.amenities],
        contactNumber: demo.contactNumber,
        email: demo.email,
        ownerPhoneNumber: demo.ownerPhoneNumber,
        createdAt,
        updatedAt: createdAt,
      });
      await addWeeklyHours(db, gym.id, demo.weeklyHours, createdAt);
      await addDateOverrides(db, gym.id, demo.dateOverrides ?? [], istToday);
      await addDemoImages(db, media, gym.id, demoImagesForGym(gymIndex), createdAt);
      made.push(gym);
      gymIndex += 1;
    }
  }
  return made;
}
