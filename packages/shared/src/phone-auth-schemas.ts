import { z } from 'zod';
import { userSchema } from './auth-schemas.js';
import { indianMobileNumber } from './mobile-number.js';
import { isSafePersonName, PERSON_NAME_MAX_LENGTH, PERSON_NAME_RULE, PERSON_NAME_TOO_LONG } from './person-name.js';
import { NEXT_PATH_PARAM, safeNextPath } from './safe-path.js';
import { serverTexts } from './server-texts.js';

// Sign-in with a one-time code sent to a mobile number, and adding a number to an account (API
// contract §8.9). Messages are the screens' texts.

/** A code lives this long, and a new one may be asked for this long after the last. */
export const PHONE_CODE_TTL_SECONDS = 300;
export const PHONE_CODE_RESEND_SECONDS = 30;
export const PHONE_CODE_LENGTH = 6;

/** An Indian mobile number as people write it, read into E.164. */
export const mobileNumberSchema = z
  .string({ error: serverTexts.invalidMobileNumber })
  .transform((input, ctx) => indianMobileNumber(input) ?? (ctx.addIssue({ code: 'custom', message: serverTexts.invalidMobileNumber }), z.NEVER));

export const phoneChannels = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof phoneChannels)[number];

const codeSchema = z
  .string({ error: serverTexts.codeWrongOrExpired })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), serverTexts.codeWrongOrExpired);

/** POST /api/v1/auth/phone/start */
export const phoneStartBodySchema = z.object(
  { phone: mobileNumberSchema, channel: z.enum(phoneChannels, { error: serverTexts.invalidRequest }).optional() },
  { error: serverTexts.invalidMobileNumber },
);
export type PhoneStartBody = z.input<typeof phoneStartBodySchema>;

export const phoneStartReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  channel: z.enum(phoneChannels),
  expiresInSeconds: z.number(),
  resendInSeconds: z.number(),
});
export type PhoneStartReply = z.infer<typeof phoneStartReplySchema>;

/** POST /api/v1/auth/phone/verify: `name` creates the account when the number has none. */
export const phoneVerifyBodySchema = z.object(
  {
    phone: mobileNumberSchema,
    code: codeSchema,
    name: z
      .string({ error: serverTexts.nameNeededForAccount })
      .trim()
      .max(PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG)
      .refine(isSafePersonName, PERSON_NAME_RULE)
      .optional(),
    /** A new account's booking messages on WhatsApp and by SMS to this number, as the person chose (asked once, with the number). */
    whatsapp: z.boolean({ error: serverTexts.invalidRequest }).optional(),
    sms: z.boolean({ error: serverTexts.invalidRequest }).optional(),
    [NEXT_PATH_PARAM]: z.unknown().transform((value) => safeNextPath(value)).optional(),
  },
  { error: serverTexts.invalidMobileNumber },
);
export type PhoneVerifyBody = z.input<typeof phoneVerifyBodySchema>;

export const phoneVerifyReplySchema = z.object({ success: z.literal(true), message: z.string(), user: userSchema });
export type PhoneVerifyReply = z.infer<typeof phoneVerifyReplySchema>;

/** POST /api/me/phone: the code from phone/start, sent to the number being added. */
export const addPhoneBodySchema = z.object({ phone: mobileNumberSchema, code: codeSchema }, { error: serverTexts.invalidMobileNumber });
export type AddPhoneBody = z.input<typeof addPhoneBodySchema>;

export const addPhoneReplySchema = z.object({ success: z.literal(true), user: userSchema });
export type AddPhoneReply = z.infer<typeof addPhoneReplySchema>;
