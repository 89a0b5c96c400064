import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { User } from '@gymslot/shared/auth-schemas';
import type { Language } from '@gymslot/shared/languages';
import { maskMobileNumber } from '@gymslot/shared/mobile-number';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_SECONDS,
  type PhoneChannel,
} from '@gymslot/shared/phone-auth-schemas';
import type { AppDeps } from '../../../app-deps.js';
import type { Executor } from '../../../db/client.js';
import type { UserRow } from '../../../db/schema/users.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { AppError, type CodedText } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { rateLimitSubjectForIp } from '../../../lib/rate-limit-subject.js';
import { createRateLimiter, type RateLimitRule } from '../../../lib/rate-limiter.js';
import type { PhoneCodeOutcome } from '../../metrics/app-metrics.js';
import { toUserReply } from '../auth.service.js';
import type { SessionService } from '../sessions.service.js';
import * as usersRepository from '../users.repository.js';
import { phoneCodeMessage } from './phone-code-message.js';
import * as phoneCodesRepository from './phone-codes.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The fifth wrong code ends the code (§8.9). */
const MAX_WRONG_TRIES = 5;

/**
 * §8.9's limits on sending codes: per number (one per 30 s, five an hour), per client address (ten
 * an hour; IPv6 by /64), and an hourly ceiling for all numbers together (OTP_HOURLY_LIMIT), the
 * cost SMS pumping can run up. Checking codes: per client address, so one machine cannot guess
 * across many numbers; each code takes five wrong tries at most. None of them touches e-mail log-in.
 */
export const phoneCodeLimits = {
  perNumberBurst: { name: 'phone-code:number-30s', limit: 1, windowMs: PHONE_CODE_RESEND_SECONDS * 1000 },
  perNumber: { name: 'phone-code:number', limit: 5, windowMs: HOUR_MS },
  perClient: { name: 'phone-code:client', limit: 10, windowMs: HOUR_MS },
  verifyPerClient: { name: 'phone-code-verify:client', limit: 30, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

const globalLimitRule = (limit: number): RateLimitRule => ({ name: 'phone-code:all', limit, windowMs: HOUR_MS });

/** §8.9's 429 text, in whole minutes. */
function tooManyCodes(retryAfterMs: number): CodedText {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE_MS));
  return minutes === 1 ? { code: 'tooManyCodesOneMinute' } : { code: 'tooManyCodes', params: { minutes } };
}

export interface CodeSent {
  message: CodedText;
  channel: PhoneChannel;
}

export type PhoneSignIn = { user: User; token: string; created: boolean };

type PhoneSignInDeps = Pick<AppDeps, 'database' | 'clock' | 'outbox' | 'config' | 'metrics'>;

/** The phone channels a new account's person turned on with their number. */
export interface PhoneChannelChoice {
  whatsapp: boolean;
  sms: boolean;
}

/** Records those channels in the new account's transaction (the preferences module, handed down by services.ts). */
type GrantPhoneChannels = (tx: Executor, userId: string, choice: PhoneChannelChoice) => Promise<void>;

/**
 * Sign-in with a one-time code sent to a mobile number, and adding a number to an account (API
 * contract §8.9, docs/decisions/058-phone-sign-in.md). A code is six digits, kept only as a keyed
 * hash, valid five minutes, single-use; a new code replaces the old one. The code goes out through
 * the outbox (§8.8), written in the same transaction as the code itself, so the reply never waits
 * for WhatsApp or SMS and a provider outage loses nothing.
 */
export function createPhoneSignInService(deps: PhoneSignInDeps, sessions: SessionService, grantPhoneChannels: GrantPhoneChannels) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);
  const codeKey = createHmac('sha256', deps.config.sessionSecret).update('gymslot phone code key').digest();
  const hashCode = (phone: string, code: string) => createHmac('sha256', codeKey).update(`${phone}:${code}`).digest('hex');
  const count = (outcome: PhoneCodeOutcome) => deps.metrics?.phoneCodes(outcome);

  /** Counts one hit of `rule`; refuses with §8.9's 429 once it is passed, counted as `outcome`. */
  async function admit(rule: RateLimitRule, subject: string, outcome: PhoneCodeOutcome): Promise<void> {
    await limiter.consume(rule, subject, (retryAfterMs) => {
      count(outcome);
      return tooManyCodes(retryAfterMs);
    });
  }

  /**
   * The channel a code goes on: the one asked for when its provider is set (or when none is: then
   * both write to the outbox folder), else the one that is set.
   */
  function channelFor(asked: PhoneChannel): PhoneChannel {
    const configured = { whatsapp: deps.config.whatsapp !== undefined, sms: deps.config.msg91 !== undefined };
    const other: PhoneChannel = asked === 'whatsapp' ? 'sms' : 'whatsapp';
    return configured[asked] || !configured[other] ? asked : other;
  }

  /**
   * The number's code, checked: a wrong one counts one try, and the fifth ends the code. A matching
   * code stays until the caller removes it in the same transaction, so a new number asked for a
   * name keeps its code.
   */
  async function checkCode(tx: Executor, phone: string, code: string): Promise<'match' | 'wrong'> {
    const row = await phoneCodesRepository.lock(tx, phone);
    if (!row || row.expiresAt <= deps.clock.now() || row.failedAttempts >= MAX_WRONG_TRIES) return 'wrong';
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(phone, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) return 'match';
    const tries = await phoneCodesRepository.countWrongTry(tx, phone);
    if (tries >= MAX_WRONG_TRIES) {
      await phoneCodesRepository.remove(tx, phone);
      count('ended');
    }
    return 'wrong';
  }

  const wrongCode = () => new AppError('invalid_data', { code: 'codeWrongOrExpired' });

  return {
    /**
     * Sends a new code to `phone` (E.164). The reply is the same whether or not the number has an
     * account; only the limits can refuse.
     */
    async start(phone: string, asked: PhoneChannel, ip: string, language: Language): Promise<CodeSent> {
      await admit(phoneCodeLimits.perClient, rateLimitSubjectForIp(ip), 'limited_client');
      await admit(phoneCodeLimits.perNumberBurst, phone, 'limited_number');
      await admit(phoneCodeLimits.perNumber, phone, 'limited_number');
      await admit(globalLimitRule(deps.config.otpHourlyLimit), 'all', 'limited_global');
      const channel = channelFor(asked);
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        await phoneCodesRepository.replace(tx, {
          phone,
          codeHash: hashCode(phone, code),
          expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000),
          createdAt: now,
        });
        await deps.outbox.enqueue(tx, phoneCodeMessage(phone, code, channel, language, deps.config.msg91 !== undefined));
      });
      count('sent');
      return { message: { code: 'codeSent', params: { phone: maskMobileNumber(phone) } }, channel };
    },

    /**
     * Signs in the number's account with its code, or creates one when the number has none and a
     * name is given (a verified member, with the WhatsApp and SMS messages they chose turned on).
     * Without a name, a new number is refused and its code kept.
     */
    async verify(
      input: { phone: string; code: string; name?: string | undefined; whatsapp?: boolean | undefined; sms?: boolean | undefined },
      ip: string,
      previousSessionId: string | undefined,
    ): Promise<PhoneSignIn> {
      await limiter.consume(phoneCodeLimits.verifyPerClient, rateLimitSubjectForIp(ip));
      const name = input.name?.trim() || undefined;
      const outcome = await db.transaction(async (tx) => {
        if ((await checkCode(tx, input.phone, input.code)) === 'wrong') return 'wrong' as const;
        let user = await usersRepository.findByPhone(tx, input.phone);
        let created = false;
        if (!user) {
          if (!name) return 'name_needed' as const;
          user = await usersRepository.insertWithPhone(tx, { id: newId(), name, phone: input.phone });
          created = user !== undefined;
          if (user) await grantPhoneChannels(tx, user.id, { whatsapp: input.whatsapp ?? false, sms: input.sms ?? false });
          // Another request made the account a moment ago (it committed before this insert went on): sign in to it.
          user ??= await usersRepository.findByPhone(tx, input.phone);
          if (!user) throw new AppError('conflict', { code: 'phoneTaken' });
        }
        await phoneCodesRepository.remove(tx, input.phone);
        return { user, created };
      });
      if (outcome === 'wrong') {
        count('wrong');
        throw wrongCode();
      }
      if (outcome === 'name_needed') throw new AppError('invalid_data', { code: 'nameNeededForAccount' });
      count('verified');
      if (previousSessionId) await sessions.end(previousSessionId);
      const { token } = await sessions.start(outcome.user.id);
      return { user: toUserReply(outcome.user), token, created: outcome.created };
    },

    /** Adds a number to the caller's account with the code sent to it; a number of another account is refused. */
    async addPhone(userId: string, input: { phone: string; code: string }, ip: string): Promise<User> {
      await limiter.consume(phoneCodeLimits.verifyPerClient, rateLimitSubjectForIp(ip));
      const result = await db.transaction(async (tx): Promise<UserRow | 'wrong' | 'taken'> => {
        const holder = await usersRepository.findByPhone(tx, input.phone);
        if (holder && holder.id !== userId) return 'taken';
        if ((await checkCode(tx, input.phone, input.code)) === 'wrong') return 'wrong';
        await phoneCodesRepository.remove(tx, input.phone);
        const user = await usersRepository.findById(tx, userId);
        if (!user) throw new AppError('unauthorized', { code: 'loginRequired' });
        try {
          await usersRepository.update(tx, userId, { phone: input.phone }, deps.clock.now());
        } catch (error) {
          if (isUniqueViolation(error, 'users_phone_unique')) throw new AppError('conflict', { code: 'phoneTaken' });
          throw error;
        }
        return { ...user, phone: input.phone };
      });
      if (result === 'taken') throw new AppError('conflict', { code: 'phoneTaken' });
      if (result === 'wrong') {
        count('wrong');
        throw wrongCode();
      }
      count('verified');
      return toUserReply(result);
    },
  };
}

export type PhoneSignInService = ReturnType<typeof createPhoneSignInService>;
