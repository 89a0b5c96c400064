import { z } from 'zod';
import { serverTexts } from './server-texts.js';

// A person's message preferences (API contract §8.9) and the link that stops one kind of mail (§8.8).
// Messages are the screens' texts.

export const PREFERENCES_RULE = serverTexts.preferencesRule;
const onOrOff = z.boolean({ error: PREFERENCES_RULE });

export const messagePreferencesSchema = z.object(
  {
    channels: z.object({ email: onOrOff, whatsapp: onOrOff, sms: onOrOff }, { error: PREFERENCES_RULE }),
    marketing: onOrOff,
    reviewPrompts: onOrOff,
  },
  { error: PREFERENCES_RULE },
);
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/** What a person who never changed anything has: e-mail only, no offers, 'Rate your visit' on. */
export const DEFAULT_PREFERENCES: MessagePreferences = {
  channels: { email: true, whatsapp: false, sms: false },
  marketing: false,
  reviewPrompts: true,
};

export const preferencesReplySchema = z.object({ success: z.literal(true), preferences: messagePreferencesSchema });
export type PreferencesReply = z.infer<typeof preferencesReplySchema>;

/** The kinds of non-essential message a link may stop; each is also a purpose of the consent records. */
export const unsubscribePurposes = ['review_prompts'] as const;
export type UnsubscribePurpose = (typeof unsubscribePurposes)[number];

export const INVALID_UNSUBSCRIBE_LINK = serverTexts.invalidUnsubscribeLink;
export const REVIEW_PROMPTS_STOPPED = serverTexts.reviewPromptsStopped;

export const unsubscribeParamsSchema = z.object({
  token: z.string({ error: INVALID_UNSUBSCRIBE_LINK }).max(200, INVALID_UNSUBSCRIBE_LINK),
});
