import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as authEndpoints from '@gymslot/shared/endpoints/auth.contracts';
import * as sessionEndpoints from '@gymslot/shared/endpoints/session.contracts';
import { serverTexts } from '@gymslot/shared/server-texts';
import type { AppConfig } from '../../config.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { requestLanguage } from '../../lib/request-language.js';
import { RetryLaterError } from '../../lib/retry-later-error.js';
import { clearSessionCookie, replacedBrowserSession, requireUser, setSessionCookie } from './authentication.js';
import { loginDeviceCookieOf, setLoginDeviceCookie } from './login-device-cookie.js';
import { toUserReply, type AuthService } from './auth.service.js';
import { oidcRoutes } from './oidc.routes.js';
import type { OidcService } from './oidc.service.js';

/**
 * API contract §1, A1–A7; A8 (outside sign-in) lives in oidc.routes.ts. GymSlot's own: the
 * reset-link check and resending the verification mail (decision 026).
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  oidc: OidcService | undefined;
  config: AppConfig;
}> = async (app, deps) => {
  const { auth } = deps;
  const route = endpointRoutes(app, authEndpoints, ['auth']);
  const sessionRoute = endpointRoutes(app, sessionEndpoints, ['auth']);

  sessionRoute('checkStatus', async (request) => ({ success: true as const, user: toUserReply(requireUser(request)) }));

  route('logInWithPassword', async (request, reply) => {
    try {
      const { user, token, deviceToken } = await auth.login(request.body, {
        ip: request.ip,
        previousSessionId: replacedBrowserSession(request),
        device: loginDeviceCookieOf(request),
      });
      setSessionCookie(reply, token, deps.config);
      setLoginDeviceCookie(reply, deviceToken, deps.config);
      return { success: true as const, message: serverTexts.loginSuccessful, user };
    } catch (error) {
      // A slowed-down device is told when its next attempt will be taken (decision 052).
      if (error instanceof RetryLaterError) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  sessionRoute('logOut', async (request, reply) => {
    await auth.logout(request.auth?.sessionId);
    clearSessionCookie(reply, deps.config);
    return { success: true as const, message: serverTexts.loggedOut };
  });

  route('registerAccount', async (request, reply) => {
    await auth.register(request.body, request.ip, requestLanguage(request));
    return reply.status(201).send({
      success: true as const,
      message: serverTexts.registered,
    });
  });

  route('verifyEmailToken', async (request) => {
    const outcome = await auth.verifyEmail(request.params.token);
    const message = outcome === 'verified' ? serverTexts.emailVerified : serverTexts.emailAlreadyVerified;
    return { success: true as const, message };
  });

  route('resendVerificationMail', async (request) => {
    await auth.resendVerification(request.body, request.ip, requestLanguage(request));
    return {
      success: true as const,
      message: serverTexts.verificationResent,
    };
  });

  route('forgetPassword', async (request) => {
    await auth.requestPasswordReset(request.body.email, request.ip, requestLanguage(request));
    return {
      success: true as const,
      message: serverTexts.resetLinkSent,
    };
  });

  route('checkResetToken', async (request) => {
    const link = await auth.checkResetLink(request.params.token, request.ip);
    return { success: true as const, invitation: link.invitation };
  });

  route('resetPasswordWithToken', async (request) => {
    await auth.resetPassword(request.params.token, request.body.password, request.ip);
    return { success: true as const, message: serverTexts.passwordReset };
  });

  await app.register(oidcRoutes, { oidc: deps.oidc, config: deps.config });
};
