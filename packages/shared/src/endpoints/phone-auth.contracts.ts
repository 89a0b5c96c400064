import { addPhoneBodySchema, addPhoneReplySchema, phoneStartBodySchema, phoneStartReplySchema, phoneVerifyBodySchema, phoneVerifyReplySchema } from '../phone-auth-schemas';
import type { EndpointContract } from './endpoint';

/**
 * API contract §8.9: a one-time code to a mobile number, signing in (or up) with it, and adding a
 * number to the signed-in person's account. The e-mail calls of §1 stay as they are.
 */
export const contracts = {
  startPhoneSignIn: { errors: [400, 429], body: phoneStartBodySchema, reply: phoneStartReplySchema },
  // 200 for a known number, 201 when the code creates the account.
  verifyPhoneCode: { errors: [400, 429], body: phoneVerifyBodySchema, reply: phoneVerifyReplySchema },
  addMyPhone: { permission: 'update:phone:own', errors: [400, 401, 403, 409, 429], body: addPhoneBodySchema, reply: addPhoneReplySchema },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './phone-auth';
