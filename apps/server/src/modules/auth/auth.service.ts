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
import { RetryLaterError } from '../../lib/retry-later-error.js';
import { passwordResetMail, verificationMail } from './auth-mails.js';
import * as authTokensRepository from './auth-tokens.repository.js';
import { loginDeviceKey, newLoginDevice, readLoginDevice, signLoginDevice, type LoginDevice } from './login-device-token.js';
import { createSlowLane, type SlowLaneRule } from './login-slow-lane.js';
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
 * the one above (IPv6 counts by /64), so a botnet gets at most 100 guesses in 15 minutes; it counts
 * only devices that have not logged in to the account before, and past it they go to the slow lane
 * below rather than being refused outright (decision 052). Per device: a known device's own wrong
 * passwords, so a device that once logged in cannot guess without end; past it, it is one more
 * unknown device. Per IP: slows one machine trying many accounts, while leaving room for a shared
 * office or campus address. Past its budget per address, forget-password answers as always but
 * mails nothing (see requestPasswordReset).
 */
export const authRateLimits = {
  loginPerAddressAndIp: { name: 'login:address-ip', limit: 10, windowMs: 15 * MINUTE_MS },
  loginPerAddress: { name: 'login:address', limit: 100, windowMs: 15 * MINUTE_MS },
  loginPerDevice: { name: 'login:device', limit: 10, windowMs: 15 * MINUTE_MS },
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

/**
 * Past the per-address budget, unknown devices get one attempt at a time for that address: after
 * a minute, then 2, 4, 8, at most 15 minutes apart, answered 429 with Retry-After in between.
 */
export const loginSlowLaneRule = {
  name: 'login:address-slowed',
  firstDelayMs: MINUTE_MS,
  longestDelayMs: 15 * MINUTE_MS,
  forgetAfterMs: HOUR_MS,
} satisfies SlowLaneRule;

export type VerifyEmailOutcome = 'verified' | 'already_verified';

export interface ResetLink {
  /** A new gym owner's first-password link (owner-invitation.ts) rather than a reset they asked for. */
  invitation: boolean;
}

/** The account as replies show it (§1, §8.9): "" for no e-mail address, and the mobile number once it has one. */
export function toUserReply(user: SessionUser | UserRow): User {
  return { _id: user.id, name: user.name, email: user.email ?? '', role: user.role, ...(user.phone ? { phone: user.phone } : {}) };
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
  const slowLane = createSlowLane(db, clock, loginSlowLaneRule);
  const deviceKey = loginDeviceKey(config.sessionSecret);

  /**
   * The device the caller's cookie names, if it logged in to this very account before and has not
   * used up its own budget of wrong passwords. Counted as a member of the account's group, so a
   * password reset forgets every device's count at once.
   */
  async function knownDevice(token: string | undefined, user: UserRow | undefined): Promise<LoginDevice | undefined> {
    const device = token && user ? readLoginDevice(token, deviceKey, clock.now()) : undefined;
    if (!user || device?.userId !== user.id) return undefined;
    const counted = await limiter.tryConsume(authRateLimits.loginPerDevice, { group: user.id, member: device.deviceId });
    return counted ? device : undefined;
  }

  /** Within the address's budget an unknown device goes ahead; past it, only through the slow lane. */
  async function admitUnknownDevice(email: string): Promise<void> {
    if (await limiter.tryConsume(authRateLimits.loginPerAddress, email)) return;
    const waitMs = await slowLane.admit(email);
    if (waitMs !== undefined) throw new RetryLaterError(waitMs);
  }

  const emailTaken = () => new AppError('conflict', { code: 'emailTaken' });
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
        throw new AppError('invalid_data', { code: 'invalidVerificationToken' });
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

    /**
     * `device` is the caller's device cookie, if any; `deviceToken` the fresh one to set, given
     * only when the password matched, so only a successful log-in makes a device known.
     */
    async login(
      input: LoginBody,
      context: { ip: string; previousSessionId: string | undefined; device: string | undefined },
    ): Promise<{ user: User; token: string; deviceToken: string }> {
      const client = rateLimitSubjectForIp(context.ip);
      const addressFromClient = { group: input.email, member: client };
      await limiter.consume(authRateLimits.loginPerIp, client);
      await limiter.consume(authRateLimits.loginPerAddressAndIp, addressFromClient);
      const user = await usersRepository.findByEmail(db, input.email);
      // Strangers' wrong passwords fill the address's budget; they never refuse the owner's own device.
      const device = await knownDevice(context.device, user);
      if (!device) await admitUnknownDevice(input.email);
      // Unknown addresses and password-less accounts still pay for one hash check, so timing reveals nothing.
      const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
      const matched = await verifyPassword(passwordHash, input.password);
      if (!user?.passwordHash || !matched) throw new AppError('unauthorized', { code: 'wrongCredentials' });
      if (!user.emailVerifiedAt) {
        throw new AppError('forbidden', { code: 'emailNotVerified' });
      }
      await limiter.reset(authRateLimits.loginPerAddressAndIp, addressFromClient);
      // The owner's own login was no guess, but it leaves the others' guesses counted. Nor does it
      // count against the client's address: many people share one behind a mobile carrier's NAT.
      if (device) await limiter.reset(authRateLimits.loginPerDevice, { group: user.id, member: device.deviceId });
      else await limiter.release(authRateLimits.loginPerAddress, input.email);
      await limiter.release(authRateLimits.loginPerIp, client);
      if (context.previousSessionId) await sessions.end(context.previousSessionId);
      const { token } = await sessions.start(user.id);
      const deviceToken = signLoginDevice(newLoginDevice(user.id, clock.now()), deviceKey);
      return { user: toUserReply(user), token, deviceToken };
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
        throw new AppError('invalid_data', { code: 'invalidToken' });
      }
      return { invitation: link.expiresAt.getTime() - link.createdAt.getTime() > RESET_PASSWORD_TTL_MS };
    },

    /**
     * Whoever held a session may have known the old password, so every session ends here. The
     * owner has proved the mailbox, so the address's login counters from every IP and device, and
     * its slow lane, are forgotten.
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await limiter.consume(authRateLimits.resetPasswordPerIp, rateLimitSubjectForIp(ip));
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const { id: userId, email } = await db.transaction(async (tx) => {
        const userId = await authTokensRepository.consume(tx, hashToken(token), 'reset_password', now);
        const user = userId ? await usersRepository.findById(tx, userId) : undefined;
        // A reset link is only ever mailed, so its account has an address.
        if (!user || !usersRepository.hasEmail(user)) throw new AppError('invalid_data', { code: 'invalidToken' });
        // Receiving the link proves the mailbox, so the address counts as verified from now on.
        await usersRepository.update(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now }, now);
        await authTokensRepository.markUsedByUserId(tx, user.id, 'reset_password', now);
        await sessions.endAllOfUser(user.id, tx);
        return user;
      });
      await limiter.resetGroup(authRateLimits.loginPerAddressAndIp, email);
      await limiter.reset(authRateLimits.loginPerAddress, email);
      await slowLane.forget(email);
      await limiter.resetGroup(authRateLimits.loginPerDevice, userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
