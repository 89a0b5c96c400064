import type { LoginBody, RegisterBody, ResendVerificationBody, User } from '@gymslot/shared/auth-schemas';
import { isLanguage, type Language } from '@gymslot/shared/languages';
import { NEXT_PATH_PARAM } from '@gymslot/shared/safe-path';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newId, newSecretToken } from '../../lib/ids.js';
import { rateLimitSubjectForIp } from '../../lib/rate-limit-subject.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { passwordResetMail, verificationMail } from './auth-mails.js';
import * as authTokensRepository from './auth-tokens.repository.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import type { SessionService, SessionUser } from './sessions.service.js';
import * as usersRepository from './users.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const VERIFY_EMAIL_TTL_MS = 24 * HOUR_MS;
const RESET_PASSWORD_TTL_MS = HOUR_MS;

/**
 * Per address and IP: slows one machine guessing one account's password, without letting it lock
 * the owner out elsewhere. Per address: a ceiling against guessing from many machines, ten times
 * the one above, so that locking an owner out takes at least ten networks (IPv6 counts by /64),
 * while a botnet still gets at most 100 guesses in 15 minutes. Per IP: slows one machine trying many
 * accounts, while leaving room for a shared office or campus address. Past its budget per address,
 * forget-password answers as always but mails nothing (see requestPasswordReset).
 */
export const authRateLimits = {
  loginPerAddressAndIp: { name: 'login:address-ip', limit: 10, windowMs: 15 * MINUTE_MS },
  loginPerAddress: { name: 'login:address', limit: 100, windowMs: 15 * MINUTE_MS },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: 15 * MINUTE_MS },
  registerPerIp: { name: 'register:ip', limit: 10, windowMs: HOUR_MS },
  forgotPasswordPerAddress: { name: 'forgot-password:address', limit: 5, windowMs: HOUR_MS },
  forgotPasswordPerIp: { name: 'forgot-password:ip', limit: 20, windowMs: HOUR_MS },
  resetPasswordPerIp: { name: 'reset-password:ip', limit: 10, windowMs: 15 * MINUTE_MS },
  // Opening a reset link checks it once; more than a few dozen in 15 minutes is guessing.
  resetLinkCheckPerIp: { name: 'reset-link-check:ip', limit: 30, windowMs: 15 * MINUTE_MS },
  resendVerificationPerAddress: { name: 'resend-verification:address', limit: 5, windowMs: HOUR_MS },
  resendVerificationPerIp: { name: 'resend-verification:ip', limit: 20, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

export type VerifyEmailOutcome = 'verified' | 'already_verified';

export interface ResetLink {
  /** A new gym owner's first-password link (owner-invitation.ts) rather than a reset they asked for. */
  invitation: boolean;
}

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
export function createAuthService(deps: AppDeps, sessions: SessionService) {
  const { db } = deps.database;
  const { clock, config, outbox } = deps;
  const limiter = createRateLimiter(db, clock);

  const emailTaken = () => new AppError('conflict', 'An account with this email already exists.');
  /** The mailed link carries where the person was going, so logging in afterwards takes them there. */
  const verificationLink = (token: string, next: string | undefined) =>
    `${config.publicUrl}/verify-email/${token}${next ? `?${new URLSearchParams({ [NEXT_PATH_PARAM]: next })}` : ''}`;
  const languageOf = (value: string | undefined): Language => (isLanguage(value) ? value : 'en');

  // The mails a request queues before knowing whether the address has an account: written by the
  // outbox's worker, in its transaction, so a token exists only beside the mail that carries it.
  outbox.registerComposer('password_reset', async (tx, email, args) => {
    const user = await usersRepository.findByEmail(tx, email);
    if (!user) return undefined;
    const token = await issueLinkToken(tx, user.id, 'reset_password', RESET_PASSWORD_TTL_MS, clock.now());
    return passwordResetMail(user, `${config.publicUrl}/reset-password/${token}`, languageOf(args.language));
  });
  outbox.registerComposer('email_verification', async (tx, email, args) => {
    const user = await usersRepository.findByEmail(tx, email);
    // Accounts without a password sign in with Google or through an owner invitation, never by this link.
    if (!user?.passwordHash || user.emailVerifiedAt) return undefined;
    const token = await issueLinkToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS, clock.now());
    return verificationMail(user, verificationLink(token, args.next), languageOf(args.language));
  });

  return {
    /**
     * The account, its token and its verification mail are written together; the mail goes out
     * from the outbox, so sign-up answers while the mail server is down (§8.8). Each mail here is
     * in `language`, the one the person asked in.
     */
    async register(input: RegisterBody, ip: string, language: Language): Promise<void> {
      await limiter.consume(authRateLimits.registerPerIp, rateLimitSubjectForIp(ip));
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
        await outbox.enqueue(tx, { channel: 'email', kind: 'email_verification', mail: verificationMail(user, verificationLink(token, input.next), language) });
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

    /**
     * Another verification link for an account that still needs one. Like requestPasswordReset it
     * answers the same for every address, known, unknown or already verified, and past the
     * address's budget mails nothing; the account is looked up only when the outbox writes the mail.
     */
    async resendVerification(input: ResendVerificationBody, ip: string, language: Language): Promise<void> {
      await limiter.consume(authRateLimits.resendVerificationPerIp, rateLimitSubjectForIp(ip));
      if (!(await limiter.tryConsume(authRateLimits.resendVerificationPerAddress, input.email))) return;
      await outbox.enqueue(db, { channel: 'email', kind: 'email_verification', to: input.email, compose: { language, next: input.next } });
    },

    async login(
      input: LoginBody,
      context: { ip: string; previousSessionId: string | undefined },
    ): Promise<{ user: User; token: string }> {
      const client = rateLimitSubjectForIp(context.ip);
      const addressFromClient = { group: input.email, member: client };
      await limiter.consume(authRateLimits.loginPerIp, client);
      await limiter.consume(authRateLimits.loginPerAddressAndIp, addressFromClient);
      await limiter.consume(authRateLimits.loginPerAddress, input.email);
      const user = await usersRepository.findByEmail(db, input.email);
      // Unknown addresses and password-less accounts still pay for one hash check, so timing reveals nothing.
      const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
      const matched = await verifyPassword(passwordHash, input.password);
      if (!user?.passwordHash || !matched) throw new AppError('unauthorized', 'Invalid email or password');
      if (!user.emailVerifiedAt) {
        throw new AppError('forbidden', 'Email not verified. Please verify your email before logging in.');
      }
      await limiter.reset(authRateLimits.loginPerAddressAndIp, addressFromClient);
      // The owner's own login was no guess, but it leaves the others' guesses counted. Nor does it
      // count against the client's address: many people share one behind a mobile carrier's NAT.
      await limiter.release(authRateLimits.loginPerAddress, input.email);
      await limiter.release(authRateLimits.loginPerIp, client);
      if (context.previousSessionId) await sessions.end(context.previousSessionId);
      const { token } = await sessions.start(user.id);
      return { user: toUserReply(user), token };
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await sessions.end(sessionId);
    },

    /**
     * Silent about whether the address has an account; only its owner learns, by mail. The reply
     * takes the same steps whatever the address: it queues the same deferred message, and the
     * account is looked up only when the outbox writes the mail, so neither the answer nor its
     * timing tells the two apart.
     */
    async requestPasswordReset(email: string, ip: string, language: Language): Promise<void> {
      await limiter.consume(authRateLimits.forgotPasswordPerIp, rateLimitSubjectForIp(ip));
      // Past the address's budget nothing more is mailed, yet the asker hears the usual answer.
      if (!(await limiter.tryConsume(authRateLimits.forgotPasswordPerAddress, email))) return;
      await outbox.enqueue(db, { channel: 'email', kind: 'password_reset', to: email, compose: { language } });
    },

    /**
     * Whether a reset link still works, without using it up, so the screen can say so before anyone
     * types a password. Unknown, used and expired links get the same answer as the reset itself
     * (A7). A reset link lives an hour; a longer-lived one is an owner's invitation.
     */
    async checkResetLink(token: string, ip: string): Promise<ResetLink> {
      await limiter.consume(authRateLimits.resetLinkCheckPerIp, rateLimitSubjectForIp(ip));
      const link = await authTokensRepository.findById(db, hashToken(token));
      if (link?.purpose !== 'reset_password' || link.usedAt || link.expiresAt <= clock.now()) {
        throw new AppError('invalid_data', 'Invalid or expired token');
      }
      return { invitation: link.expiresAt.getTime() - link.createdAt.getTime() > RESET_PASSWORD_TTL_MS };
    },

    /**
     * Whoever held a session may have known the old password, so every session ends here. The
     * owner has proved the mailbox, so the address's login counters from every IP are forgotten.
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await limiter.consume(authRateLimits.resetPasswordPerIp, rateLimitSubjectForIp(ip));
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const email = await db.transaction(async (tx) => {
        const userId = await authTokensRepository.consume(tx, hashToken(token), 'reset_password', now);
        const user = userId ? await usersRepository.findById(tx, userId) : undefined;
        if (!user) throw new AppError('invalid_data', 'Invalid or expired token');
        // Receiving the link proves the mailbox, so the address counts as verified from now on.
        await usersRepository.update(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now }, now);
        await authTokensRepository.markUsedByUserId(tx, user.id, 'reset_password', now);
        await sessions.endAllOfUser(user.id, tx);
        return user.email;
      });
      await limiter.resetGroup(authRateLimits.loginPerAddressAndIp, email);
      await limiter.reset(authRateLimits.loginPerAddress, email);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
