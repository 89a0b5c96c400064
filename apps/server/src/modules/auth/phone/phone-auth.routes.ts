import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as phoneAuthEndpoints from '@gymslot/shared/endpoints/phone-auth.contracts';
import { PHONE_CODE_RESEND_SECONDS, PHONE_CODE_TTL_SECONDS } from '@gymslot/shared/phone-auth-schemas';
import { englishOf, serverTexts } from '@gymslot/shared/server-texts';
import type { AppConfig } from '../../../config.js';
import { endpointRoutes } from '../../../lib/endpoint-routes.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { replacedBrowserSession, requireUser, setSessionCookie } from '../authentication.js';
import type { PhoneSignInService } from './phone-sign-in.service.js';

/** API contract §8.9: a code to a mobile number, signing in or up with it, and adding a number to one's account. */
export const phoneAuthRoutes: FastifyPluginAsyncZod<{ phoneSignIn: PhoneSignInService; config: AppConfig }> = async (app, deps) => {
  const { phoneSignIn } = deps;
  const route = endpointRoutes(app, phoneAuthEndpoints, ['auth']);

  route('startPhoneSignIn', async (request) => {
    const sent = await phoneSignIn.start(request.body.phone, request.body.channel ?? 'whatsapp', request.ip, requestLanguage(request));
    return {
      success: true as const,
      message: englishOf(sent.message),
      channel: sent.channel,
      expiresInSeconds: PHONE_CODE_TTL_SECONDS,
      resendInSeconds: PHONE_CODE_RESEND_SECONDS,
    };
  });

  route('verifyPhoneCode', async (request, reply) => {
    const signedIn = await phoneSignIn.verify(request.body, request.ip, replacedBrowserSession(request));
    setSessionCookie(reply, signedIn.token, deps.config);
    const message = signedIn.created ? serverTexts.accountCreated : serverTexts.loginSuccessful;
    return reply.status(signedIn.created ? 201 : 200).send({ success: true as const, message, user: signedIn.user });
  });

  route('addMyPhone', async (request) => {
    const user = await phoneSignIn.addPhone(requireUser(request).id, request.body, request.ip);
    return { success: true as const, user };
  });
};
