import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const gyms = pgTable(
  'gyms',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    pricePerHourPaise: integer('price_per_hour_paise').notNull(),
    capacity: integer('capacity').notNull(),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    ownerPhoneNumber: text('owner_phone_number').notNull(),
    razorpayAccountId: text('razorpay_account_id'),
    /** The gym's GST number in upper case (API contract §8.7); null when it has none. */
    gstin: text('gstin'),
    /**
     * §8.12, how GymSlot sells the gym: the places of a slot it may sell (null: all of capacity),
     * how many days ahead, and how long before a slot starts it stops selling it.
     */
    placesPerSlot: integer('places_per_slot'),
    bookingWindowDays: integer('booking_window_days').notNull().default(30),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(0),
    averageRating: real('average_rating').notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gyms_owner_idx').on(table.ownerId),
    index('gyms_city_lower_idx').on(sql`lower(${table.city})`),
    check('gyms_price_positive', sql`${table.pricePerHourPaise} > 0`),
    check('gyms_capacity_positive', sql`${table.capacity} > 0`),
    check('gyms_places_per_slot_positive', sql`${table.placesPerSlot} is null or ${table.placesPerSlot} > 0`),
    check('gyms_booking_window_days_range', sql`${table.bookingWindowDays} between 1 and 90`),
    check('gyms_min_notice_minutes_range', sql`${table.minNoticeMinutes} between 0 and 1440`),
    check('gyms_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('gyms_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

/**
 * Images in display order; fileName is the file's name, stored under the media key gymImageKey(gymId, fileName).
 * Uploads also store narrower copies next to it (docs/decisions/013-responsive-images.md).
 */
export const gymImages = pgTable(
  'gym_images',
  {
    id: text('id').primaryKey(),
    gymId: text('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    position: integer('position').notNull(),
    /** Pixels across of the stored file; null for demo SVGs and for uploads from before widths were kept. */
    width: integer('width'),
    /** The narrower WebP copies written next to the file, by width; empty when there are none. */
    variantWidths: integer('variant_widths').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gym_images_gym_idx').on(table.gymId, table.position)],
);

export type GymRow = typeof gyms.$inferSelect;
export type GymImageRow = typeof gymImages.$inferSelect;
