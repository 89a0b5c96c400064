import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@gymslot/shared/roles';
import type { AppDeps } from '../../app-deps.js';
import type { AppConfig } from '../../config.js';
import { assertCan, canInSomeScope, FORBIDDEN_MESSAGE, type Permission, type ScopedPermission } from '../../lib/authz.js';
import { AppError } from '../../lib/errors.js';
import { isCrossSite, isStateChanging } from '../../lib/origin-check.js';
import { createSessionService, SESSION_TTL_MS, type SessionService, type SessionUser } from './sessions.service.js';

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

const plugin: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const sessions = createSessionService(deps.database.db, deps.clock);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // Static files and the web app need no identity; skipping them saves a query per asset. The
    // matched route decides, not the raw URL: the router decodes '/%61pi/...' to an /api route.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    request.auth = await identify(request, sessions);
    // Cookies ride along on cross-site requests, bearer tokens never do. Requests with no session
    // are checked too, so another site cannot log a victim into the attacker's account.
    const riskyCaller = request.auth?.via !== 'bearer';
    if (riskyCaller && isStateChanging(request.method) && isCrossSite(request.headers, deps.config.publicOrigin)) {
      throw new AppError('forbidden', 'Cross-site request refused');
    }
  });
};

/** Resolves `request.auth` and refuses cross-site writes; wrapped so every route sees both. */
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

/** The signed-in account, or 401 for everyone else. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new AppError('unauthorized', 'Please log in to continue.');
  return request.auth.user;
}

/** The signed-in account if its role is one of `roles`; 401 when signed out, 403 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('forbidden', FORBIDDEN_MESSAGE);
  return user;
}

/** The signed-in account if its role grants `permission` (lib/authz.ts); 401 / 403 otherwise. */
export function requirePermission(request: FastifyRequest, permission: Permission): SessionUser {
  const user = requireUser(request);
  assertCan(user.role, permission);
  return user;
}

/**
 * A route's onRequest hook: 401 when signed out, 403 when the role has the action in no scope.
 * It runs before the body is read, so an upload from someone who may not make it is never parsed;
 * the service still checks the record itself.
 */
export function permissionGate(permission: ScopedPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = requireUser(request);
    if (!canInSomeScope(user.role, permission)) throw new AppError('forbidden', FORBIDDEN_MESSAGE);
  };
}
