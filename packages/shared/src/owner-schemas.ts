import { z } from 'zod';
import { publicGymSchema } from './gym-schemas.js';
import { GSTIN_MESSAGE, normalizeGstin } from './gstin.js';
import { gymDescriptionRule, gymTextRule, isPlainDescription, isSafeGymText } from './gym-text.js';
import { imageMessages } from './image-messages.js';
import { normalizeIndianPhone, tenDigitPhone } from './indian-phone.js';
import { parseDecimalText } from './query-numbers.js';
import { serverTexts } from './server-texts.js';

// Owner and admin gym calls (API contract §2 G10–G14, §6 ManagedGym). The add-gym field rules are
// the one source of the messages: the server answers with them and the admin form can show them.

export const MAX_GYM_IMAGES = 8;
export const MAX_GYM_IMAGE_BYTES = 5 * 1024 * 1024;
export const GYM_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** What the server answers a picture's upload or removal with: image-messages.ts. */
export { imageMessages };

export const ADD_GYM_VALIDATION_FAILED = serverTexts.validationFailed;

/** Booking figures of one gym: paid bookings only; cancelled or refunded ones count nowhere. */
export const gymBookingStatsSchema = z.object({
  totalBookings: z.number().int(),
  verifiedBookings: z.number().int(),
  pendingBookings: z.number().int(),
  /** Rupees; absent for front-desk staff (§8.12), who see no amounts. */
  revenue: z.number().optional(),
});
export type GymBookingStats = z.infer<typeof gymBookingStatsSchema>;

/** The owner's and admin's view: the public gym plus its owner account and payout id. */
export const managedGymSchema = publicGymSchema.extend({
  ownerId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** '' when none is set. */
  razorpayAccountId: z.string(),
  updatedAt: z.iso.datetime(),
  stats: gymBookingStatsSchema,
  /** The gym's GST number (API contract §8.7), '' when it has none. Never in the public view. */
  gstin: z.string(),
});
export type ManagedGym = z.infer<typeof managedGymSchema>;

export const managedGymsReplySchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  gyms: z.array(managedGymSchema),
});
export type ManagedGymsReply = z.infer<typeof managedGymsReplySchema>;

export const addGymReplySchema = z.object({ success: z.literal(true), message: z.string(), gym: managedGymSchema });
export type AddGymReply = z.infer<typeof addGymReplySchema>;

export const deleteImageBodySchema = z.object(
  { imageUrl: z.string({ error: 'imageUrl is required' }).min(1, 'imageUrl is required').max(500, imageMessages.notOnGym) },
  { error: 'imageUrl is required' },
);
export type DeleteImageBody = z.infer<typeof deleteImageBodySchema>;

export const deleteImageReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The images that remain. */
  images: z.array(z.string()),
});
export type DeleteImageReply = z.infer<typeof deleteImageReplySchema>;

export const addImagesReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only the new images, in upload order: the client appends them to its list. */
  images: z.array(z.string()),
  imageUrls: z.array(z.string()),
});
export type AddImagesReply = z.infer<typeof addImagesReplySchema>;

// ---- G12 add-gym form fields ------------------------------------------------------------------
// Every value arrives as multipart text. Each rule names its field, so a list of all problems
// reads well on its own ("pincode must be 6 digits, capacity is required").

export const MAX_GYM_CAPACITY = 10_000;
export const MAX_PRICE_PER_HOUR = 100_000;
const MAX_AMENITIES = 30;
const MAX_AMENITY_LENGTH = 100;

const isRequired = (field: string) => `${field} is required`;

function requiredText(field: string, maxLength: number) {
  return z
    .string({ error: isRequired(field) })
    .trim()
    .min(1, { error: isRequired(field), abort: true })
    .max(maxLength, `${field} must be at most ${maxLength} characters`);
}

/** Required text that reaches mails, calendar files and invoices: no web address or markup (gym-text.ts). */
function gymText(field: string, maxLength: number) {
  return requiredText(field, maxLength).refine(isSafeGymText, gymTextRule(field));
}

function patternText(field: string, pattern: RegExp, message: string) {
  return requiredText(field, 100).regex(pattern, message);
}

function emailText(field: string) {
  return requiredText(field, 254)
    .pipe(z.email({ error: `${field} must be a valid email address` }))
    .transform((email) => email.toLowerCase());
}

/** A required Indian phone number in any usual spelling, kept as it is dialled. */
function indianPhoneText(field: string) {
  return requiredText(field, 30).transform((text, ctx) => {
    const dialled = normalizeIndianPhone(text);
    if (dialled === null) {
      ctx.addIssue({ code: 'custom', message: `${field} must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234` });
      return z.NEVER;
    }
    return dialled;
  });
}

/** G12's owner phone: exactly 10 digits stored, however they were spaced or prefixed when typed ('+91 98765 43210'). */
function tenDigitPhoneText(field: string) {
  return requiredText(field, 100).transform((text, ctx) => {
    const digits = tenDigitPhone(text);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: `${field} must be exactly 10 digits` });
      return z.NEVER;
    }
    return digits;
  });
}

/** A required number written as plain decimal text, checked by `isAllowed`. */
function decimalText(field: string, message: string, isAllowed: (text: string, value: number) => boolean) {
  return requiredText(field, 30).transform((text, ctx) => {
    const value = parseDecimalText(text);
    if (value === undefined || !isAllowed(text, value)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * The add-gym screen sends amenities as a JSON list; a hand-made call may send "Wifi, Pool". Both
 * give trimmed names without blanks or case-only repeats; null when a JSON list holds non-text.
 */
export function parseAmenities(text: string): string[] | null {
  const trimmed = text.trim();
  let names: unknown[];
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (!Array.isArray(parsed)) return null;
      names = parsed;
    } catch {
      return null;
    }
  } else {
    names = trimmed.split(',');
  }
  if (!names.every((name) => typeof name === 'string')) return null;
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names.map((item) => (item as string).trim())) {
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    result.push(name);
  }
  return result;
}

const amenitiesText = z
  .string({ error: 'amenities must be text' })
  .optional()
  .transform((text, ctx) => {
    const names = parseAmenities(text ?? '');
    if (names === null) {
      ctx.addIssue({ code: 'custom', message: 'amenities must be a JSON list of names or comma-separated names' });
      return z.NEVER;
    }
    return names;
  })
  .pipe(
    z
      .array(z.string().max(MAX_AMENITY_LENGTH, `Each amenity must be at most ${MAX_AMENITY_LENGTH} characters`))
      .max(MAX_AMENITIES, `A gym can list at most ${MAX_AMENITIES} amenities`),
  );

/** Optional plain text, several lines allowed: shown as text on the gym's page, so no markup (gym-text.ts). */
const optionalText = (field: string, maxLength: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .refine(isPlainDescription, gymDescriptionRule(field))
    .optional()
    .transform((text) => text ?? '');

/** A Razorpay Route linked account id, or '' for none (a gym paid outside GymSlot). Checked with Razorpay by the server. */
const payoutAccountText = z
  .string({ error: 'razorpayAccountId must be text' })
  .trim()
  .max(100, 'razorpayAccountId must be at most 100 characters')
  .regex(/^(acc_[A-Za-z0-9]+)?$/, 'razorpayAccountId must be acc_ followed by letters and digits');

const atMostTwoDecimals = (text: string) => /^\+?\d*(\.\d{0,2})?$/.test(text.trim());

/** G12's text fields. Images are checked by the server, by content. */
export const addGymFieldsSchema = z.object({
  ownerEmail: emailText('ownerEmail'),
  ownerPhoneNumber: tenDigitPhoneText('ownerPhoneNumber'),
  name: gymText('name', 200),
  address: gymText('address', 500),
  city: gymText('city', 100),
  state: gymText('state', 100),
  pincode: patternText('pincode', /^\d{6}$/, 'pincode must be 6 digits'),
  contactNumber: indianPhoneText('contactNumber'),
  email: emailText('email'),
  capacity: decimalText(
    'capacity',
    `capacity must be a whole number from 1 to ${MAX_GYM_CAPACITY}`,
    (_text, value) => Number.isInteger(value) && value >= 1 && value <= MAX_GYM_CAPACITY,
  ),
  pricePerHour: decimalText(
    'pricePerHour',
    serverTexts.bandPrice,
    (text, value) => value > 0 && value <= MAX_PRICE_PER_HOUR && atMostTwoDecimals(text),
  ),
  latitude: decimalText(
    'latitude',
    'latitude must be a number from -90 to 90',
    (_text, value) => value >= -90 && value <= 90,
  ),
  longitude: decimalText(
    'longitude',
    'longitude must be a number from -180 to 180',
    (_text, value) => value >= -180 && value <= 180,
  ),
  // Optional, as contract G12 and §8.12 say (decision 064): a gym without one is paid outside GymSlot.
  razorpayAccountId: payoutAccountText.optional().transform((account) => account ?? ''),
  description: optionalText('description', 2000),
  amenities: amenitiesText,
});
export type AddGymFieldsInput = z.input<typeof addGymFieldsSchema>;
export type AddGymFields = z.infer<typeof addGymFieldsSchema>;

/** Every problem of an add-gym form at once, each message once, in field order; [] when valid. */
export function addGymFieldErrors(values: Record<string, unknown>): string[] {
  const result = addGymFieldsSchema.safeParse(values);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

// ---- §8.7 PATCH /gyms/{id}: an owner's or admin's changes to a gym ---------------------------------
// A JSON body with any of these fields, each checked by G12's own rule (the same messages). Numbers
// may come as JSON numbers and amenities as a JSON list, as well as the text the add-gym form sends.

export const NO_GYM_CHANGES = 'Send at least one field to change';
export const GYM_CHANGES_NOT_AN_OBJECT = 'The body must be a JSON object of the fields to change';

/** A JSON number as the plain decimal text G12's rules read (never '1e-7', which they refuse). */
function numberAsText(value: number): string {
  const text = String(value);
  return /e/i.test(text) && Number.isFinite(value) && Math.abs(value) < 1e21 ? value.toFixed(20) : text;
}

/** G12's rule for a field that holds a number, taking a JSON number as well as its text. */
export function numberOrText<Rule extends z.ZodType>(rule: Rule) {
  return z.preprocess((value) => (typeof value === 'number' ? numberAsText(value) : value), rule);
}

/** '' clears the GSTIN; anything else must be a valid one, stored in upper case. */
export const gstinField = z
  .string({ error: GSTIN_MESSAGE })
  .max(100, GSTIN_MESSAGE)
  .transform((text, ctx) => {
    if (text.trim() === '') return '';
    const gstin = normalizeGstin(text);
    if (gstin === null) {
      ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGE });
      return z.NEVER;
    }
    return gstin;
  });

const addGymRules = addGymFieldsSchema.shape;
const MAX_NAMED_UNKNOWN_FIELDS = 5;

function unknownFieldsMessage(keys: readonly string[]): string {
  const named = keys.slice(0, MAX_NAMED_UNKNOWN_FIELDS).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
  const more = keys.length > MAX_NAMED_UNKNOWN_FIELDS ? ` and ${keys.length - MAX_NAMED_UNKNOWN_FIELDS} more` : '';
  return `${keys.length === 1 ? 'Unknown field' : 'Unknown fields'}: ${named.join(', ')}${more}`;
}

/** Each field optional: one that is left out keeps its value. Any other key is refused. */
export const gymChangesSchema = z.strictObject(
  {
    name: addGymRules.name.optional(),
    description: addGymRules.description.optional(),
    address: addGymRules.address.optional(),
    city: addGymRules.city.optional(),
    state: addGymRules.state.optional(),
    pincode: numberOrText(addGymRules.pincode).optional(),
    latitude: numberOrText(addGymRules.latitude).optional(),
    longitude: numberOrText(addGymRules.longitude).optional(),
    pricePerHour: numberOrText(addGymRules.pricePerHour).optional(),
    capacity: numberOrText(addGymRules.capacity).optional(),
    amenities: z.preprocess((value) => (Array.isArray(value) ? JSON.stringify(value) : value), addGymRules.amenities).optional(),
    contactNumber: numberOrText(addGymRules.contactNumber).optional(),
    email: addGymRules.email.optional(),
    ownerPhoneNumber: numberOrText(addGymRules.ownerPhoneNumber).optional(),
    gstin: gstinField.optional(),
    // An admin's only (decision 064): the service refuses it from anyone else; '' clears it.
    razorpayAccountId: payoutAccountText.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : GYM_CHANGES_NOT_AN_OBJECT) },
);
export type GymChangesInput = z.input<typeof gymChangesSchema>;
export type GymChanges = z.infer<typeof gymChangesSchema>;

/** The fields PATCH /gyms/{id} takes, in the order its problems are listed. */
export const gymChangeFieldNames = Object.keys(gymChangesSchema.shape) as (keyof GymChanges)[];

export type ParsedGymChanges =
  | { ok: true; changes: GymChanges }
  | { ok: false; message: string; errors?: string[] };

/**
 * A PATCH /gyms/{id} body checked: its changes, or the 400 it gets. Every field problem at once
 * under 'Validation failed' (as G12); an empty body or one that is no object gets its own message.
 */
export function parseGymChanges(body: unknown): ParsedGymChanges {
  if (body === undefined || (isPlainObject(body) && Object.keys(body).length === 0)) return { ok: false, message: NO_GYM_CHANGES };
  if (!isPlainObject(body)) return { ok: false, message: GYM_CHANGES_NOT_AN_OBJECT };
  const result = gymChangesSchema.safeParse(body);
  if (result.success) return { ok: true, changes: result.data };
  return { ok: false, message: ADD_GYM_VALIDATION_FAILED, errors: [...new Set(result.error.issues.map((issue) => issue.message))] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const updateGymReplySchema = z.object({ success: z.literal(true), gym: managedGymSchema });
export type UpdateGymReply = z.infer<typeof updateGymReplySchema>;
