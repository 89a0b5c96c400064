import type { LoginBody, RegisterBody, User } from '@gymslot/shared/auth-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newId, newSecretToken } from '../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { passwordResetMail, verificationMail } from './auth-mails.js';
import * as authTokensRepository from './auth-tokens.repository.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { createSessionService, type SessionUser } from './sessions.service.js';
import * as usersRepository from './users.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const VERIFY_EMAIL_TTL_MS = 24 * HOUR_MS;
const RESET_PASSWORD_TTL_MS = HOUR_MS;

/**
 * Per address: slows guessing one account's password from many machines. Per IP: slows one
 * machine trying many accounts, while leaving room for a shared office or campus address.
 */
export const authRateLimits = {
  loginPerAddress: { name: 'login:address', limit: 10, windowMs: 15 * MINUTE_MS },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: 15 * MINUTE_MS },
  registerPerIp: { name: 'register:ip', limit: 10, windowMs: HOUR_MS },
  forgotPasswordPerAddress: { name: 'forgot-password:address', limit: 5, windowMs: HOUR_MS },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 20, windowMs: HOUR_MS },
  resetPasswordPerIp: { name: 'reset-password:ip', limit: 10, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

export type VerifyEmailOutcome = 'verified' | 'already_verified';

export function toUserReply(user: SessionUser | UserRow): User {
  return { _id: user.id, name: user.name, email: user.email, role: user.role };
}

/** Keeps only the hash of a fresh single-use link token; the token itself goes into the mailed link. */
export async function issueLinkToken(
  tx: Executor,
  userId: string,
  purpose: authTokensRepository.AuthTokenPurpose,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await authTokensRepository.insert(tx, {
    id: hashToken(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Accounts with a password: sign-up, e-mail links, login, logout. */
export function createAuthService(deps: AppDeps) {
  const { db } = deps.database;
  const { clock, config, mailer } = deps;
  const limiter = createRateLimiter(db, clock);
  const sessions = createSessionService(db, clock);

  const emailTaken = () => new AppError('conflict', 'An account with this email already exists.');

  return {
    /** The token and the mail share a transaction: if the mail cannot be sent, nothing is kept. */
    async register(input: RegisterBody, ip: string): Promise<void> {
      await limiter.consume(authRateLimits.registerPerIp, ip);
      if (await usersRepository.findByEmail(db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const user = await usersRepository.insert(tx, {
          id: newId(),
          name: input.name,
          email: input.email,
          role: 'user',
          passwordHash,
        });
        if (!user) throw emailTaken();
        const token = await issueLinkToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS, clock.now());
        await mailer.send(verificationMail(user, `${config.publicUrl}/verify-email/${token}`));
      });
    },

    async verifyEmail(token: string): Promise<VerifyEmailOutcome> {
      const tokenId = hashToken(token);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const userId = await authTokensRepository.consume(tx, tokenId, 'verify_email', now);
        if (userId) {
          const user = await usersRepository.findById(tx, userId);
          if (user?.emailVerifiedAt) return 'already_verified';
          await usersRepository.update(tx, userId, { emailVerifiedAt: now }, now);
          return 'verified';
        }
        // The client's dev build opens the link twice; the second call must not look like a failure.
        const used = await authTokensRepository.findById(tx, tokenId);
        if (used?.purpose === 'verify_email' && used.usedAt) {
          const user = await usersRepository.findById(tx, used.userId);
          if (user?.emailVerifiedAt) return 'already_verified';
        }
        throw new AppError('invalid_data', 'Invalid or expired verification token');
      });
    },

    async login(
      input: LoginBody,
      context: { ip: string; previousSessionId: string | undefined },
    ): Promise<{ user: User; token: string }> {
      await limiter.consume(authRateLimits.loginPerIp, context.ip);
      await limiter.consume(authRateLimits.loginPerAddress, input.email);
      const user = await usersRepository.findByEmail(db, input.email);
      // Unknown addresses and password-less accounts still pay for one hash check, so timing reveals nothing.
      const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
      const matched = await verifyPassword(passwordHash, input.password);
      if (!user?.passwordHash || !matched) throw new AppError('unauthorized', 'Invalid email or password');
      if (!user.emailVerifiedAt) {
        throw new AppError('forbidden', 'Email not verified. Please verify your email before logging in.');
      }
      await limiter.reset(authRateLimits.loginPerAddress, input.email);
      if (context.previousSessionId) await sessions.end(context.previousSessionId);
      const { token } = await sessions.start(user.id);
      return { user: toUserReply(user), token };
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await sessions.end(sessionId);
    },

    /** Silent about whether the address has an account; only its owner learns, by mail. */
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await limiter.consume(authRateLimits.forgotPasswordPerIp, ip);
      await limiter.consume(authRateLimits.forgotPasswordPerAddress, email);
      const user = await usersRepository.findByEmail(db, email);
      if (!user) return;
      await db.transaction(async (tx) => {
        const token = await issueLinkToken(tx, user.id, 'reset_password', RESET_PASSWORD_TTL_MS, clock.now());
        await mailer.send(passwordResetMail(user, `${config.publicUrl}/reset-password/${token}`));
      });
    },

    /** Whoever held a session may have known the old password, so every session ends here. */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await limiter.consume(authRateLimits.resetPasswordPerIp, ip);
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const userId = await authTokensRepository.consume(tx, hashToken(token), 'reset_password', now);
        const user = userId ? await usersRepository.findById(tx, userId) : undefined;
        if (!user) throw new AppError('invalid_data', 'Invalid or expired token');
        // Receiving the link proves the mailbox, so the address counts as verified from now on.
        await usersRepository.update(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now }, now);
        await authTokensRepository.markUsedByUserId(tx, user.id, 'reset_password', now);
        await sessions.endAllOfUser(user.id, tx);
      });
    },
  };
}
