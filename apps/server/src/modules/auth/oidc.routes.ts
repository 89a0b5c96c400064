import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as authEndpoints from '@gymslot/shared/endpoints/auth.contracts';
import * as sessionEndpoints from '@gymslot/shared/endpoints/session.contracts';
import { NEXT_PATH_PARAM, safeNextPath } from '@gymslot/shared/safe-path';
import type { AppConfig } from '../../config.js';
import { endpointRoutes } from '../../lib/endpoint-routes.js';
import { replacedBrowserSession, setSessionCookie } from './authentication.js';
import type { PendingOidcLogin } from './oidc-client.js';
import { OIDC_CALLBACK_PATH, OIDC_LOGIN_TTL_MS, type OidcService } from './oidc.service.js';

const PENDING_COOKIE = 'gymslot_oidc';
// Sent to the start and, below it, the callback.
const PENDING_COOKIE_PATH = authEndpoints.startGoogleSignIn.path;
const SSO_FAILED = 'sso_failed';
const SSO_UNAVAILABLE = 'sso_unavailable';
const HOME = '/';

/** Back to the login screen with the reason, keeping where the person was going. */
function loginWithError(error: string, next: string | undefined): string {
  return `/login?${new URLSearchParams(next ? { error, [NEXT_PATH_PARAM]: next } : { error })}`;
}

const pendingLoginSchema = z.object({
  codeVerifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  startedAt: z.number(),
  /** Where to land after sign-in; checked again when read. */
  next: z.string().optional(),
});

type PendingLogin = PendingOidcLogin & { next?: string };

function readPendingLogin(request: FastifyRequest): PendingLogin | undefined {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const parsed = pendingLoginSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A8: sign-in with an outside identity (browser navigations, so every outcome is a redirect). */
export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcService | undefined; config: AppConfig }> = async (app, deps) => {
  const { config, oidc } = deps;
  const route = endpointRoutes(app, authEndpoints, ['auth']);
  const pendingCookieOptions = {
    httpOnly: true,
    // Lax, not Strict: the provider sends the browser back with a cross-site top-level navigation.
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    path: PENDING_COOKIE_PATH,
  };

  endpointRoutes(app, sessionEndpoints, ['auth'])('listAuthProviders', async () => ({ success: true as const, google: oidc !== undefined }));

  route('startGoogleSignIn', async (request, reply) => {
    const next = safeNextPath(request.query[NEXT_PATH_PARAM]);
    if (!oidc) return reply.redirect(loginWithError(SSO_UNAVAILABLE, next));
    try {
      const { authorizationUrl, pending } = await oidc.start();
      const pendingLogin: PendingLogin = { ...pending, next };
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pendingLogin), {
        ...pendingCookieOptions,
        signed: true,
        maxAge: OIDC_LOGIN_TTL_MS / 1000,
      });
      return reply.redirect(authorizationUrl);
    } catch (error) {
      request.log.warn({ reason: reasonOf(error) }, 'outside sign-in could not start');
      return reply.redirect(loginWithError(SSO_FAILED, next));
    }
  });

  route('finishGoogleSignIn', async (request, reply) => {
    const pending = readPendingLogin(request);
    const next = safeNextPath(pending?.next);
    if (!oidc) return reply.redirect(loginWithError(SSO_UNAVAILABLE, next));
    reply.clearCookie(PENDING_COOKIE, pendingCookieOptions);
    try {
      if (!pending) throw new Error('no valid sign-in attempt cookie');
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart);
      const callbackUrl = new URL(`${config.publicUrl}${OIDC_CALLBACK_PATH}${query}`);
      const previousSessionId = replacedBrowserSession(request);
      const { token } = await oidc.finish(callbackUrl, pending, previousSessionId);
      setSessionCookie(reply, token, config);
      return reply.redirect(next ?? HOME);
    } catch (error) {
      // Only the reason is logged: provider errors can carry codes and tokens.
      request.log.warn({ reason: reasonOf(error) }, 'outside sign-in failed');
      return reply.redirect(loginWithError(SSO_FAILED, next));
    }
  });
};
