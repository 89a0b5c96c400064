import type { LightMyRequestResponse } from 'fastify';
import { newId } from '../src/lib/ids.js';
import { multipartBody, type FilePart } from './image-fixtures.js';
import type { TestApp } from './test-app.js';

/** A valid add-gym form (G12) for an owner address nobody has used yet. */
export function gymFields(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    ownerEmail: `new-owner-${newId()}@example.com`,
    ownerPhoneNumber: '9876543210',
    name: 'Iron Temple',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    contactNumber: '+91 98220 12345',
    email: 'desk@irontemple.in',
    capacity: '25',
    pricePerHour: '149.50',
    latitude: '18.52',
    longitude: '73.85',
    description: 'Squat racks and a sauna',
    amenities: '["Wifi", " Sauna ", ""]',
    razorpayAccountId: 'acc_Temple42',
    ...overrides,
  };
}

/** POST /api/gyms/add as the admin screen sends it: multipart, with the caller's headers. */
export async function postGymForm(
  t: TestApp,
  headers: Record<string, string>,
  fields = gymFields(),
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/gyms/add', headers: { ...headers, ...body.headers }, payload: body.payload });
}
