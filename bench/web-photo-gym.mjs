// A gym with one photo-sized JPEG upload, added through the admin API, so the web bench measures a
// gym page with a real photo rather than only the demo seed's vector drawings.
import { photoSizedJpeg } from '../e2e/support/photo-sized-jpeg.mjs';
import { sessionCookie } from './built-server.mjs';

const gymFields = {
  ownerEmail: 'owner@example.com',
  ownerPhoneNumber: '9876543210',
  name: 'Bench Photo Gym',
  description: 'Added by the web bench with one photo-sized upload.',
  amenities: 'Showers, Lockers',
  capacity: '20',
  contactNumber: '022 2553 1234',
  razorpayAccountId: 'acc_BenchPhotoGym',
  email: 'desk@bench-photo.example.in',
  address: '1 Bench Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  latitude: '19.0760',
  longitude: '72.8777',
  pricePerHour: '249',
};

/** Adds the gym (the newest, so first in G2's list) and returns its public id. */
export async function addPhotoGym(origin) {
  const form = new FormData();
  for (const [name, value] of Object.entries(gymFields)) form.append(name, value);
  form.append('images', new Blob([await photoSizedJpeg()], { type: 'image/jpeg' }), 'gym-floor.jpg');
  const res = await fetch(`${origin}/api/gyms/add`, {
    method: 'POST',
    headers: { cookie: await sessionCookie(origin, 'admin@example.com'), origin },
    body: form,
  });
  if (res.status !== 201) throw new Error(`adding the photo gym answered ${res.status}: ${await res.text()}`);
  return (await res.json()).gym._id;
}

/** The photo's full-size file (the widest in its srcset): what every slot loaded before variants. */
export async function fullSizePhoto(origin, gymId) {
  const { gym } = await (await fetch(`${origin}/api/gyms/${gymId}`)).json();
  const full = gym.imageSources[0].widths.at(-1);
  const bytes = (await (await fetch(new URL(full.url, origin))).arrayBuffer()).byteLength;
  return { width: full.width, bytes };
}
