import type { FastifyReply, FastifyRequest } from 'fastify';
import { logInWithPassword } from '@gymslot/shared/endpoints/auth';
import type { AppConfig } from '../../config.js';
import { LOGIN_DEVICE_LIFETIME_MS } from './login-device-token.js';

/**
 * Remembers that this browser logged in before (decision 052). Sent only to the log-in call, the
 * one place it is read, and never readable by scripts; SameSite Strict, as only our own page logs in.
 * It outlives log-out on purpose: it says which device this is, not who is signed in.
 */
export const LOGIN_DEVICE_COOKIE = 'gymslot_device';

export function loginDeviceCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[LOGIN_DEVICE_COOKIE] || undefined;
}

export function setLoginDeviceCookie(reply: FastifyReply, token: string, config: Pick<AppConfig, 'secureCookies'>): void {
  reply.setCookie(LOGIN_DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: logInWithPassword.path,
    secure: config.secureCookies,
    maxAge: LOGIN_DEVICE_LIFETIME_MS / 1000,
  });
}
