import type { DayOfWeek } from '@gymslot/shared/ist-time';

/** The amenity names the demo gyms draw from, spelled the way the add-gym form would send them. */
export const demoAmenities = [
  'Air Conditioning',
  'Parking',
  'Showers',
  'Lockers',
  'Personal Training',
  'Cardio Zone',
  'Free Weights',
  'WiFi',
  'Steam Room',
  'Yoga Studio',
] as const;
export type DemoAmenity = (typeof demoAmenities)[number];

/** Opening windows, 'hh:mm AM' text, per weekday; a missing day is closed every week. */
export type WeeklyHours = Partial<Record<DayOfWeek, readonly [startTime: string, endTime: string]>>;

/** A one-off day relative to the seed's IST "today": closed, or open for special hours. */
export interface DemoDateOverride {
  daysFromToday: number;
  hours: 'closed' | readonly [startTime: string, endTime: string];
}

export interface DemoGym {
  name: string;
  /** Street address inside the neighbourhood; the city is added from DemoCity. */
  address: string;
  pincode: string;
  latitude: number;
  longitude: number;
  pricePerHourRupees: number;
  capacity: number;
  amenities: readonly DemoAmenity[];
  contactNumber: string;
  email: string;
  ownerPhoneNumber: string;
  description: string;
  createdDaysAgo: number;
  weeklyHours: WeeklyHours;
  dateOverrides?: readonly DemoDateOverride[];
  /** Overrides the city's owner for this one gym. */
  ownerEmail?: string;
}

export interface DemoCity {
  name: string;
  state: string;
  ownerEmail: string;
  gyms: readonly DemoGym[];
}
