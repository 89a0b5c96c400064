import { REVIEW_PROMPTS_STOPPED, type MessagePreferences, type UnsubscribePurpose } from '@gymslot/shared/preference-schemas';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { ConsentSource } from '../../db/schema/preferences.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { changedPurposes, toPreferences, wantsReviewPromptMail } from './preference-changes.js';
import * as preferencesRepository from './preferences.repository.js';
import { readUnsubscribe, unsubscribeKey } from './unsubscribe-token.js';

/** Each change is a consent record; this only stops a script from filling the table. */
const CHANGE_LIMIT: RateLimitRule = { name: 'preferences:user', limit: 60, windowMs: 60 * 60 * 1000 };

/** What each unsubscribe link turns off, and what the page then says. */
const stops: Record<UnsubscribePurpose, { apply(current: MessagePreferences): MessagePreferences; message: string }> = {
  review_prompts: { apply: (current) => ({ ...current, reviewPrompts: false }), message: REVIEW_PROMPTS_STOPPED },
};

type PreferencesDeps = Pick<AppDeps, 'database' | 'clock' | 'config'>;

/** API contract §8.9's preferences and §8.8's one-click unsubscribe: every change kept as dated consent records. */
export function createPreferencesService(deps: PreferencesDeps) {
  const { db } = deps.database;
  const limiter = createRateLimiter(db, deps.clock);
  const linkKey = unsubscribeKey(deps.config.sessionSecret);

  /**
   * Applies `next` to the person's current preferences under their row's lock, in `tx`, with a
   * consent record per purpose that changed; undefined when no account has the id.
   */
  async function changeIn(tx: Executor, userId: string, next: (current: MessagePreferences) => MessagePreferences, source: ConsentSource) {
    const now = deps.clock.now();
    const row = await preferencesRepository.lockForChange(tx, userId, now);
    if (!row) return undefined;
    const before = toPreferences(row);
    const after = next(before);
    const changes = changedPurposes(before, after);
    if (changes.length === 0) return after;
    const { channels, marketing, reviewPrompts } = after;
    await preferencesRepository.update(tx, userId, { ...channels, marketing, reviewPrompts }, now);
    await preferencesRepository.insertConsentRecords(
      tx,
      changes.map(({ purpose, granted }) => ({ id: newId(), userId, purpose, granted, source, recordedAt: now })),
    );
    return after;
  }

  const change = (userId: string, next: (current: MessagePreferences) => MessagePreferences, source: ConsentSource) =>
    db.transaction((tx) => changeIn(tx, userId, next, source));

  return {
    async get(userId: string): Promise<MessagePreferences> {
      return toPreferences(await preferencesRepository.findByUserId(db, userId));
    },

    async update(userId: string, preferences: MessagePreferences): Promise<MessagePreferences> {
      await limiter.consume(CHANGE_LIMIT, userId);
      const saved = await change(userId, () => preferences, 'preferences');
      if (!saved) throw new AppError('unauthorized', { code: 'loginRequired' });
      return saved;
    },

    /**
     * The phone channels a person turned on as they gave their number (§8.9: WhatsApp is asked once,
     * with the number), in the caller's transaction, kept as consent records like any change.
     */
    async grantPhoneChannels(tx: Executor, userId: string, granted: { whatsapp: boolean; sms: boolean }): Promise<void> {
      await changeIn(tx, userId, (current) => ({ ...current, channels: { ...current.channels, whatsapp: granted.whatsapp, sms: granted.sms } }), 'preferences');
    },

    /** One click from a mail: idempotent, and a link that names nobody or was not signed here is a 400. */
    async unsubscribe(token: string): Promise<string> {
      const target = readUnsubscribe(token, linkKey);
      if (!target) throw new AppError('invalid_data', { code: 'invalidUnsubscribeLink' });
      const stop = stops[target.purpose];
      if (!(await change(target.userId, stop.apply, 'unsubscribe_link'))) throw new AppError('invalid_data', { code: 'invalidUnsubscribeLink' });
      return stop.message;
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;

/** The front door for other modules: whether the person wants 'Rate your visit' mails, read in `db` (the caller's transaction). */
export async function wantsReviewPrompts(db: Executor, userId: string): Promise<boolean> {
  return wantsReviewPromptMail(toPreferences(await preferencesRepository.findByUserId(db, userId)));
}
