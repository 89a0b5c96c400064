import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkStatusReplySchema,
  errorReplySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginReplySchema,
  messageReplySchema,
  registerBodySchema,
  resendVerificationBodySchema,
  resetLinkReplySchema,
  resetPasswordBodySchema,
  tokenParamsSchema,
  verifyEmailParamsSchema,
} from '@gymslot/shared/auth-schemas';
import type { AppConfig } from '../../config.js';
import { requestLanguage } from '../../lib/request-language.js';
import { RetryLaterError } from '../../lib/retry-later-error.js';
import { clearSessionCookie, requireUser, setSessionCookie } from './authentication.js';
import { loginDeviceCookieOf, setLoginDeviceCookie } from './login-device-cookie.js';
import { toUserReply, type AuthService } from './auth.service.js';
import { oidcRoutes } from './oidc.routes.js';
import type { OidcService } from './oidc.service.js';

const tags = ['auth'];

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
  // Only the browser's own session is rotated; an API client's bearer session is left alone.
  const cookieSession = (caller: { via: string; sessionId: string } | null) =>
    caller?.via === 'cookie' ? caller.sessionId : undefined;

  app.get(
    '/api/v1/auth/check-status',
    { schema: { tags, response: { 200: checkStatusReplySchema, 401: errorReplySchema } } },
    async (request) => ({ success: true as const, user: toUserReply(requireUser(request)) }),
  );

  app.post(
    '/api/v1/auth/login',
    {
      schema: {
        tags,
        body: loginBodySchema,
        response: { 200: loginReplySchema, 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      try {
        const { user, token, deviceToken } = await auth.login(request.body, {
          ip: request.ip,
          previousSessionId: cookieSession(request.auth),
          device: loginDeviceCookieOf(request),
        });
        setSessionCookie(reply, token, deps.config);
        setLoginDeviceCookie(reply, deviceToken, deps.config);
        return { success: true as const, message: 'Login successful', user };
      } catch (error) {
        // A slowed-down device is told when its next attempt will be taken (decision 052).
        if (error instanceof RetryLaterError) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/api/v1/auth/logout',
    { schema: { tags, response: { 200: messageReplySchema } } },
    async (request, reply) => {
      await auth.logout(request.auth?.sessionId);
      clearSessionCookie(reply, deps.config);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.post(
    '/api/v1/auth/register',
    {
      schema: {
        tags,
        body: registerBodySchema,
        response: { 201: messageReplySchema, 400: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      await auth.register(request.body, request.ip, requestLanguage(request));
      return reply.status(201).send({
        success: true as const,
        message: 'Registration successful. Please check your email to verify your account.',
      });
    },
  );

  app.get(
    '/api/v1/auth/verify-email/:token',
    { schema: { tags, params: verifyEmailParamsSchema, response: { 200: messageReplySchema, 400: errorReplySchema } } },
    async (request) => {
      const outcome = await auth.verifyEmail(request.params.token);
      const message = outcome === 'verified' ? 'Email verified successfully' : 'Email already verified';
      return { success: true as const, message };
    },
  );

  app.post(
    '/api/v1/auth/resend-verification',
    {
      schema: {
        tags,
        body: resendVerificationBodySchema,
        response: { 200: messageReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      await auth.resendVerification(request.body, request.ip, requestLanguage(request));
      return {
        success: true as const,
        message: 'If this email still needs verifying, a new verification link has been sent.',
      };
    },
  );

  app.post(
    '/api/v1/auth/forget-password',
    {
      schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageReplySchema, 400: errorReplySchema, 429: errorReplySchema } },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, request.ip, requestLanguage(request));
      return {
        success: true as const,
        message: 'If an account exists for this email, a password reset link has been sent.',
      };
    },
  );

  app.get(
    '/api/v1/auth/reset-password/:token',
    {
      schema: {
        tags,
        params: tokenParamsSchema,
        response: { 200: resetLinkReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      const link = await auth.checkResetLink(request.params.token, request.ip);
      return { success: true as const, invitation: link.invitation };
    },
  );

  app.post(
    '/api/v1/auth/reset-password/:token',
    {
      schema: {
        tags,
        params: tokenParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.params.token, request.body.password, request.ip);
      return { success: true as const, message: 'Password reset successfully' };
    },
  );

  await app.register(oidcRoutes, { oidc: deps.oidc, config: deps.config });
};
