import { expect, type Page } from '@playwright/test';
import { photoSizedJpeg } from './photo-sized-jpeg.mjs';

/** A gym the admin onboards in Pune for owner2, as the add-gym form would send it. */
export async function addGymAsAdmin(
  admin: Page,
  options: { tag: string; capacity?: number; withPhoto?: boolean },
): Promise<{ _id: string; name: string }> {
  const slug = options.tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const added = await admin.request.post('/api/gyms/add', {
    multipart: {
      ownerEmail: 'owner2@example.com',
      ownerPhoneNumber: '9876543210',
      name: `E2E ${options.tag} Gym ${Date.now()}`,
      description: `Added by the ${options.tag} journey.`,
      amenities: 'Showers',
      capacity: String(options.capacity ?? 20),
      contactNumber: '9822012345',
      email: `desk@e2e-${slug}.example.in`,
      address: '7 Journey Lane, Kothrud',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411038',
      latitude: '18.5074',
      longitude: '73.8077',
      pricePerHour: '249',
      razorpayAccountId: `acc_E2E${options.tag.replace(/[^A-Za-z0-9]/g, '')}`,
      ...(options.withPhoto ? { images: { name: 'gym-floor.jpg', mimeType: 'image/jpeg', buffer: await photoSizedJpeg() } } : {}),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { gym: { _id: string; name: string } }).gym;
}
