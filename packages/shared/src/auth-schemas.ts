import { z } from 'zod';
import { isSafePersonName, PERSON_NAME_MAX_LENGTH, PERSON_NAME_RULE, PERSON_NAME_TOO_LONG } from './person-name.js';
import { roles } from './roles.js';
import { safeNextPath } from './safe-path.js';

// Request and response shapes of the auth calls (API contract §1). Messages are the screens' texts.

const FILL_ALL = 'Please fill in all fields.';

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

export const passwordSchema = z
  .string({ error: FILL_ALL })
  .min(1, FILL_ALL)
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const emailSchema = (missingMessage: string) =>
  requiredText(missingMessage)
    .max(254, 'Invalid email address')
    .pipe(z.email({ error: 'Invalid email address' }))
    .transform((email) => email.toLowerCase());

export const loginBodySchema = z.object(
  {
    email: requiredText(FILL_ALL).transform((email) => email.toLowerCase()),
    password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(1024, 'Invalid email or password'),
  },
  { error: FILL_ALL },
);
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Where to go after the mailed link and log-in (GymSlot addition). Not a reason to refuse a
 * request: anything but a safe same-site path is dropped.
 */
const nextPathField = z.unknown().transform((value) => safeNextPath(value)).optional();

export const registerBodySchema = z.object(
  {
    name: requiredText(FILL_ALL).max(PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG).refine(isSafePersonName, PERSON_NAME_RULE),
    email: emailSchema(FILL_ALL),
    password: passwordSchema,
    next: nextPathField,
  },
  { error: FILL_ALL },
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object(
  { email: emailSchema('Please enter your email address.') },
  { error: 'Please enter your email address.' },
);
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /v1/auth/resend-verification (GymSlot addition). */
export const resendVerificationBodySchema = z.object(
  { email: emailSchema('Please enter your email address.'), next: nextPathField },
  { error: 'Please enter your email address.' },
);
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

export const resetPasswordBodySchema = z.object({ password: passwordSchema }, { error: FILL_ALL });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

// A malformed token is just another invalid link, so it gets the same message as an unknown one.
const linkTokenParams = (message: string) =>
  z.object({ token: z.string({ error: message }).min(1, message).max(200, message) });

/** reset-password/{token} */
export const tokenParamsSchema = linkTokenParams('Invalid or expired token');
/** verify-email/{token} */
export const verifyEmailParamsSchema = linkTokenParams('Invalid or expired verification token');

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
});
export type User = z.infer<typeof userSchema>;

export const messageReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const checkStatusReplySchema = z.object({ success: z.literal(true), user: userSchema });
export type CheckStatusReply = z.infer<typeof checkStatusReplySchema>;

export const loginReplySchema = z.object({ success: z.literal(true), message: z.string(), user: userSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

/**
 * GET /v1/auth/reset-password/{token} (GymSlot addition): the link still works. `invitation` is true
 * for a new gym owner's first-password link, false for a reset the person asked for.
 */
export const resetLinkReplySchema = z.object({ success: z.literal(true), invitation: z.boolean() });
export type ResetLinkReply = z.infer<typeof resetLinkReplySchema>;

/** GET /v1/auth/providers: which outside sign-in buttons the login screen may show. */
export const providersReplySchema = z.object({ success: z.literal(true), google: z.boolean() });
export type ProvidersReply = z.infer<typeof providersReplySchema>;

export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  errors: z.array(z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
