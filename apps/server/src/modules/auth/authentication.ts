import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { mayCall, type RouteAccess } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isCrossSite, isStateChanging } from '../../lib/origin-check.js';
import { SESSION_TTL_MS, type SessionService, type SessionUser } from './sessions.service.js';
import { API_MEDIA_URL_PREFIX } from '../media/media-store.js';

export const SESSION_COOKIE = 'gymslot_session';

export interface RequestAuth {
  user: SessionUser;
  sessionId: string;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, resolved once per /api request; null when nobody is signed in. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call this route (lib/authz.ts), declared once here. Checked before the body is read,
     * so the contract answers "who" (401, then 403) before "what"; the service still decides
     * whether the record is the caller's.
     */
    permission?: RouteAccess;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

// The cookie wins; a bearer that is not a live session (the add-gym screen sends 'Bearer null') is ignored.
async function identify(request: FastifyRequest, sessions: SessionService): Promise<RequestAuth | null> {
  const cookieToken = request.cookies[SESSION_COOKIE];
  const fromCookie = cookieToken ? await sessions.resolve(cookieToken) : undefined;
  if (fromCookie) return { ...fromCookie, via: 'cookie' };
  const headerToken = bearerToken(request.headers.authorization);
  const fromBearer = headerToken ? await sessions.resolve(headerToken) : undefined;
  return fromBearer ? { ...fromBearer, via: 'bearer' } : null;
}

export interface AuthenticationOptions {
  config: Pick<AppConfig, 'publicOrigin'>;
  sessions: SessionService;
}

const plugin: FastifyPluginAsync<AuthenticationOptions> = async (app, { config, sessions }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // Static files and the web app need no identity; skipping them saves a query per asset. The
    // matched route decides, not the raw URL: the router decodes '/%61pi/...' to an /api route.
    // Media files answer under /api too (a client's proxy forwards only /api), yet need no identity either.
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || route.startsWith(API_MEDIA_URL_PREFIX)) return;
    request.auth = await identify(request, sessions);
    // Cookies ride along on cross-site requests, bearer tokens never do. Requests with no session
    // are checked too, so another site cannot log a victim into the attacker's account.
    const riskyCaller = request.auth?.via !== 'bearer';
    if (riskyCaller && isStateChanging(request.method) && isCrossSite(request.headers, config.publicOrigin)) {
      throw new AppError('forbidden', { code: 'crossSiteRefused' });
    }
    const access = request.routeOptions.config.permission;
    if (access && !mayCall(requireUser(request).role, access)) throw new AppError('forbidden', { code: 'forbidden' });
  });
};

/** Resolves `request.auth`, refuses cross-site writes and enforces each route's `config.permission`; wrapped so every route sees all three. */
export const authentication = fp(plugin, { name: 'gymslot-authentication', dependencies: ['@fastify/cookie'] });

export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies });
}

/** Link tokens sit in the path and the provider's code in the callback query: keep both out of logs. */
export function redactUrlSecrets(url: string): string {
  return url
    .replace(/(\/(?:verify-email|reset-password)\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/auth\/google\/callback)\?.*$/, '$1?[redacted]');
}

/** Fastify's request log fields, with the URL's secrets redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The browser session a sign-in replaces, so a signed-in browser does not keep two; an API client's
 * bearer session is left alone.
 */
export function replacedBrowserSession(request: FastifyRequest): string | undefined {
  return request.auth?.via === 'cookie' ? request.auth.sessionId : undefined;
}

/** The signed-in account, or 401 for everyone else. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new AppError('unauthorized', { code: 'loginRequired' });
  return request.auth.user;
}
