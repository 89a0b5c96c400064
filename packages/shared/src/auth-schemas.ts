import { z } from 'zod';
import { isSafePersonName, PERSON_NAME_MAX_LENGTH, PERSON_NAME_RULE, PERSON_NAME_TOO_LONG } from './person-name.js';
import { roles } from './roles.js';
import { NEXT_PATH_PARAM, safeNextPath } from './safe-path.js';
import { serverTexts } from './server-texts.js';

// Request and response shapes of the auth calls (API contract §1). Messages are the screens' texts.

const FILL_ALL = serverTexts.fillAllFields;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

export const passwordSchema = z
  .string({ error: FILL_ALL })
  .min(1, FILL_ALL)
  .min(8, serverTexts.passwordTooShort)
  .max(128, serverTexts.passwordTooLong);

export const emailSchema = (missingMessage: string) =>
  requiredText(missingMessage)
    .max(254, serverTexts.invalidEmail)
    .pipe(z.email({ error: serverTexts.invalidEmail }))
    .transform((email) => email.toLowerCase());

export const loginBodySchema = z.object(
  {
    email: requiredText(FILL_ALL).transform((email) => email.toLowerCase()),
    password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(1024, serverTexts.wrongCredentials),
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
  { email: emailSchema(serverTexts.enterEmail) },
  { error: serverTexts.enterEmail },
);
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /v1/auth/resend-verification (GymSlot addition). */
export const resendVerificationBodySchema = z.object(
  { email: emailSchema(serverTexts.enterEmail), next: nextPathField },
  { error: serverTexts.enterEmail },
);
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

export const resetPasswordBodySchema = z.object({ password: passwordSchema }, { error: FILL_ALL });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

// A malformed token is just another invalid link, so it gets the same message as an unknown one.
const linkTokenParams = (message: string) =>
  z.object({ token: z.string({ error: message }).min(1, message).max(200, message) });

/** reset-password/{token} */
export const tokenParamsSchema = linkTokenParams(serverTexts.invalidToken);
/** verify-email/{token} */
export const verifyEmailParamsSchema = linkTokenParams(serverTexts.invalidVerificationToken);

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** "" for an account made with a phone number only (§8.9). */
  email: z.string(),
  role: z.enum(roles),
  /** The account's mobile number in E.164, once it has one (§8.9). */
  phone: z.string().optional(),
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

/** GET /v1/auth/google?next= (GymSlot addition): a same-site path to land on after sign-in; anything else is ignored. */
export const googleSignInQuerySchema = z.object({ [NEXT_PATH_PARAM]: z.unknown().optional() });

export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  errors: z.array(z.string()).optional(),
  /** The message's stable code (server-texts.ts), when it has one; the web translates by it. */
  code: z.string().optional(),
  /** The values of the message's `{placeholder}`s, when it has any. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
