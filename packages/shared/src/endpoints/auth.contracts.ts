import {
  forgotPasswordBodySchema,
  googleSignInQuerySchema,
  loginBodySchema,
  loginReplySchema,
  messageReplySchema,
  registerBodySchema,
  resendVerificationBodySchema,
  resetLinkReplySchema,
  resetPasswordBodySchema,
  tokenParamsSchema,
  verifyEmailParamsSchema,
} from '../auth-schemas';
import type { EndpointContract } from './endpoint';

/**
 * API contract §1, A1–A8. GymSlot's own: the reset-link check and resending the verification mail
 * (decision 026). The calls every page makes are in session.contracts.ts. Google's two calls are browser navigations
 * answered with a redirect, so they have no reply.
 */
export const contracts = {
  logInWithPassword: { errors: [400, 401, 403, 429], body: loginBodySchema, reply: loginReplySchema },
  registerAccount: { errors: [400, 409, 429], body: registerBodySchema, reply: messageReplySchema },
  verifyEmailToken: { errors: [400], params: verifyEmailParamsSchema, reply: messageReplySchema },
  resendVerificationMail: { errors: [400, 429], body: resendVerificationBodySchema, reply: messageReplySchema },
  forgetPassword: { errors: [400, 429], body: forgotPasswordBodySchema, reply: messageReplySchema },
  checkResetToken: { errors: [400, 429], params: tokenParamsSchema, reply: resetLinkReplySchema },
  resetPasswordWithToken: { errors: [400, 429], params: tokenParamsSchema, body: resetPasswordBodySchema, reply: messageReplySchema },
  startGoogleSignIn: { errors: [], query: googleSignInQuerySchema },
  // The provider's OAuth parameters are read from the raw URL, as the provider sent them: no query schema.
  finishGoogleSignIn: { errors: [] },
} satisfies Record<string, EndpointContract>;

// The addresses, so the server and the fuzz suite read a module's calls from one import.
export * from './auth';
