import { DEFAULT_PREFERENCES, type MessagePreferences } from '@gymslot/shared/preference-schemas';
import type { ConsentPurpose, MessagePreferencesRow } from '../../db/schema/preferences.js';

/** The row's columns as the API's shape; no row means the defaults. */
export function toPreferences(row: MessagePreferencesRow | undefined): MessagePreferences {
  if (!row) return DEFAULT_PREFERENCES;
  return {
    channels: { email: row.email, whatsapp: row.whatsapp, sms: row.sms },
    marketing: row.marketing,
    reviewPrompts: row.reviewPrompts,
  };
}

/** Each purpose with its value in `preferences`: the consent records' names for them. */
function byPurpose(preferences: MessagePreferences): Record<ConsentPurpose, boolean> {
  return {
    email: preferences.channels.email,
    whatsapp: preferences.channels.whatsapp,
    sms: preferences.channels.sms,
    marketing: preferences.marketing,
    review_prompts: preferences.reviewPrompts,
  };
}

/** The purposes whose value differs between `before` and `after`, with the new value: one consent record each. */
export function changedPurposes(before: MessagePreferences, after: MessagePreferences): { purpose: ConsentPurpose; granted: boolean }[] {
  const old = byPurpose(before);
  return Object.entries(byPurpose(after))
    .filter(([purpose, granted]) => old[purpose as ConsentPurpose] !== granted)
    .map(([purpose, granted]) => ({ purpose: purpose as ConsentPurpose, granted }));
}

/** A person wants 'Rate your visit' only with both on: it is an e-mail, and it is its own choice. */
export function wantsReviewPromptMail(preferences: MessagePreferences): boolean {
  return preferences.channels.email && preferences.reviewPrompts;
}
