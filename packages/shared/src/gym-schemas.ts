import { z } from 'zod';
import { between, queryNumber } from './query-numbers.js';
import { serverTexts } from './server-texts.js';

// Public catalogue shapes (API contract §2 G1–G9 and §6). The public view never carries the owner
// account or the payout id; the server's reply serializer drops any key not listed here.

export const nearbySorts = ['distance', 'price_low', 'price_high', 'rating', 'name'] as const;
export type NearbySort = (typeof nearbySorts)[number];

/** One stored file of a picture and how many pixels across it is. */
export const imageWidthSchema = z.object({ url: z.string(), width: z.number().int().positive() });
export type ImageWidth = z.infer<typeof imageWidthSchema>;

/**
 * A picture and the files it is stored as, for `<img srcset>`. `widths` runs narrowest first and
 * ends with the full-size file (`url` itself); it is empty when `url` is the only file and its width
 * is not known: vector demo pictures (SVG, crisp at any size) and uploads from before variants.
 */
export const imageSourceSchema = z.object({ url: z.string(), widths: z.array(imageWidthSchema) });
export type ImageSource = z.infer<typeof imageSourceSchema>;

export const publicGymSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Rupees. */
  pricePerHour: z.number(),
  capacity: z.number().int(),
  amenities: z.array(z.string()),
  imageUrls: z.array(z.string()),
  /** Additive: one entry per `imageUrls` entry, in the same order, with the same `url`. */
  imageSources: z.array(imageSourceSchema),
  contactNumber: z.string(),
  email: z.string(),
  ownerPhoneNumber: z.string(),
  averageRating: z.number(),
  totalRatings: z.number().int(),
  createdAt: z.iso.datetime(),
  /**
   * Additive, on the public catalogue's gyms: false when the gym has no weekly hours and no date
   * with slots, so nothing can be booked there yet. Absent on owner and admin views.
   */
  hasOpeningHours: z.boolean().optional(),
});
export type PublicGym = z.infer<typeof publicGymSchema>;

/** Kilometres from the searched point, 2 decimals. */
export const nearbyGymSchema = publicGymSchema.extend({ distance: z.number() });
export type NearbyGym = z.infer<typeof nearbyGymSchema>;

/** `distance` only when the search was made with coordinates. */
export const searchGymSchema = publicGymSchema.extend({ distance: z.number().optional() });
export type SearchGym = z.infer<typeof searchGymSchema>;

export const cityStatSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  totalGyms: z.number().int(),
  popular: z.boolean(),
  averageRating: z.number(),
});
export type CityStat = z.infer<typeof cityStatSchema>;

/** Lists of gyms stop at `limit` entries; `truncated` says more matched than were sent. */
const listCap = { limit: z.number().int(), truncated: z.boolean() };

export const cityStatsReplySchema = z.object({ success: z.literal(true), data: z.array(cityStatSchema) });
export type CityStatsReply = z.infer<typeof cityStatsReplySchema>;

export const allPublicGymsReplySchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(publicGymSchema),
  ...listCap,
});
export type AllPublicGymsReply = z.infer<typeof allPublicGymsReplySchema>;

export const citiesReplySchema = z.object({ success: z.literal(true), cities: z.array(z.string()) });
export type CitiesReply = z.infer<typeof citiesReplySchema>;

export const cityGymsReplySchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  gyms: z.array(publicGymSchema),
  ...listCap,
});
export type CityGymsReply = z.infer<typeof cityGymsReplySchema>;

export const gymReplySchema = z.object({ success: z.literal(true), gym: publicGymSchema });
export type GymReply = z.infer<typeof gymReplySchema>;

export const amenitiesReplySchema = z.object({
  success: z.literal(true),
  amenities: z.array(z.string()),
  ...listCap,
});
export type AmenitiesReply = z.infer<typeof amenitiesReplySchema>;

/** The text and numbers of the nearby call's filters, as applied; null = not filtered on. */
export const nearbyFiltersSchema = z.object({
  search: z.string().nullable(),
  radius: z.number(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  minRating: z.number().nullable(),
  amenities: z.array(z.string()),
  sortBy: z.enum(nearbySorts),
});
export type NearbyFilters = z.infer<typeof nearbyFiltersSchema>;

export const nearbyGymsReplySchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  message: z.string(),
  gyms: z.array(nearbyGymSchema),
  filters: nearbyFiltersSchema,
  ...listCap,
});
export type NearbyGymsReply = z.infer<typeof nearbyGymsReplySchema>;

export const searchGymsReplySchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  gyms: z.array(searchGymSchema),
  ...listCap,
});
export type SearchGymsReply = z.infer<typeof searchGymsReplySchema>;

/** A path id is checked by the service, so a malformed one is a 404 like an unknown one. */
export const gymIdParamsSchema = z.object({ id: z.string() });

export const cityParamsSchema = z.object({ city: z.string() });

// ---- Query strings of G8 nearby and G9 search -------------------------------------------------

export const MAX_RADIUS_KM = 50;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_AMENITY_FILTERS = 20;
const MAX_AMENITY_LENGTH = 100;

const COORDINATES_REQUIRED = 'Latitude and longitude are required';

const latitudeRule = { description: 'Degrees, -90 to 90', invalid: 'Invalid latitude', isAllowed: between(-90, 90) };
const longitudeRule = { description: 'Degrees, -180 to 180', invalid: 'Invalid longitude', isAllowed: between(-180, 180) };
const radius = (defaultKm: number) =>
  queryNumber({
    description: `Kilometres, more than 0 and at most ${MAX_RADIUS_KM}; default ${defaultKm}`,
    invalid: 'Invalid radius',
    isAllowed: (km) => km > 0 && km <= MAX_RADIUS_KM,
  }).transform((km) => km ?? defaultKm);

/** Trimmed; blank means no text filter. */
const searchText = z
  .string({ error: 'Search text must be a single text value' })
  .trim()
  .max(MAX_SEARCH_LENGTH, serverTexts.searchTooLong)
  .optional()
  .transform((text) => (text ? text : undefined));

const rupees = (label: string) =>
  queryNumber({
    description: 'Rupees per hour, 0 or more',
    invalid: `${label} must be a number of rupees, 0 or more`,
    isAllowed: (value) => value >= 0,
  });

/** `amenities=a&amenities=b` arrives as an array, a single one as text; blanks and repeats drop out. */
const amenityList = z
  .union([z.string(), z.array(z.string())], { error: 'Amenities must be text' })
  .optional()
  .transform((value) => {
    const names = (Array.isArray(value) ? value : value === undefined ? [] : [value])
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(
    z
      .array(z.string().max(MAX_AMENITY_LENGTH, `An amenity name must be at most ${MAX_AMENITY_LENGTH} characters`))
      .max(MAX_AMENITY_FILTERS, `Choose at most ${MAX_AMENITY_FILTERS} amenities`),
  );

export const nearbyQuerySchema = z
  .object({
    lat: queryNumber({ ...latitudeRule, description: 'Required. Degrees, -90 to 90', missing: COORDINATES_REQUIRED }),
    lng: queryNumber({ ...longitudeRule, description: 'Required. Degrees, -180 to 180', missing: COORDINATES_REQUIRED }),
    radius: radius(5),
    // An unknown order is not an error: the contract says it counts as distance.
    sortBy: z.enum(nearbySorts).default('distance').catch('distance'),
    search: searchText,
    minPrice: rupees('minPrice'),
    maxPrice: rupees('maxPrice'),
    minRating: queryNumber({
      description: 'Lowest average rating, 1 to 5',
      invalid: 'minRating must be between 1 and 5',
      isAllowed: between(1, 5),
    }),
    amenities: amenityList,
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'minPrice cannot be more than maxPrice',
  });
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

/** Way (a): latitude + longitude (+ radius, + search); way (b): search alone. */
export const searchQuerySchema = z
  .object({
    latitude: queryNumber(latitudeRule),
    longitude: queryNumber(longitudeRule),
    radius: radius(10),
    search: searchText,
  })
  .superRefine((query, ctx) => {
    const hasLatitude = query.latitude !== undefined;
    if (hasLatitude !== (query.longitude !== undefined)) {
      ctx.addIssue({ code: 'custom', message: COORDINATES_REQUIRED });
    } else if (!hasLatitude && query.search === undefined) {
      ctx.addIssue({ code: 'custom', message: serverTexts.searchOrLocation });
    }
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
