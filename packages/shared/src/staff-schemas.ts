import { z } from 'zod';
import { emailSchema } from './auth-schemas.js';
import { mobileNumberSchema } from './phone-auth-schemas.js';
import { isSafePersonName, PERSON_NAME_RULE } from './person-name.js';
import { serverTexts } from './server-texts.js';

// A gym's front-desk staff (API contract §8.12, decision 062): the owner adds a person by e-mail
// address or mobile number, lists them and removes them.

export const STAFF_NAME_MAX_LENGTH = 100;

const staffName = z
  .string({ error: serverTexts.staffNameNeeded })
  .trim()
  .min(1, serverTexts.staffNameNeeded)
  .max(STAFF_NAME_MAX_LENGTH, serverTexts.staffNameTooLong)
  .refine(isSafePersonName, PERSON_NAME_RULE);

/**
 * POST /api/gyms/{id}/staff: exactly one of `email` and `phone` (an Indian mobile, '98765 43210'
 * reads as +919876543210); `name` names a new account, and a new phone-only account needs it.
 */
export const addStaffBodySchema = z
  .object(
    {
      email: emailSchema(serverTexts.staffContactRequired).optional(),
      phone: mobileNumberSchema.optional(),
      name: staffName.optional(),
    },
    { error: serverTexts.staffContactRequired },
  )
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.phone === undefined) ctx.addIssue({ code: 'custom', message: serverTexts.staffContactRequired, path: ['email'] });
    if (body.email !== undefined && body.phone !== undefined) ctx.addIssue({ code: 'custom', message: serverTexts.staffContactOnlyOne, path: ['phone'] });
  });
export type AddStaffBody = z.input<typeof addStaffBodySchema>;
export type AddStaffFields = z.output<typeof addStaffBodySchema>;

export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** "" for an account made with a mobile number only (§8.9). */
  email: z.string(),
  phone: z.string().optional(),
  /** The gyms they staff that the caller manages: the owner's own, or every gym for an admin. */
  gymIds: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMemberReplySchema = z.object({ success: z.literal(true), staff: staffMemberSchema });
export type StaffMemberReply = z.infer<typeof staffMemberReplySchema>;

export const staffListReplySchema = z.object({ success: z.literal(true), staff: z.array(staffMemberSchema) });
export type StaffListReply = z.infer<typeof staffListReplySchema>;

export const staffMemberParamsSchema = z.object({ id: z.string(), userId: z.string() });
