import type { AppConfig } from '../../config.js';
import { signUnsubscribe, unsubscribeKey, type Unsubscribe } from './unsubscribe-token.js';

/** What a non-essential mail carries so its reader can stop it (API contract §8.8). */
export interface UnsubscribeLinks {
  /** The web page that asks before it stops anything (mail scanners open links; a GET changes nothing). */
  pageUrl: string;
  /** Where the person's message preferences are. */
  preferencesUrl: string;
  /** RFC 2369 and RFC 8058: mail apps show their own 'Unsubscribe' and POST to the link in one click. */
  headers: Record<string, string>;
}

export function unsubscribeLinks(config: Pick<AppConfig, 'publicUrl' | 'sessionSecret'>, target: Unsubscribe): UnsubscribeLinks {
  const token = signUnsubscribe(target, unsubscribeKey(config.sessionSecret));
  return {
    pageUrl: `${config.publicUrl}/unsubscribe/${token}`,
    preferencesUrl: `${config.publicUrl}/account`,
    headers: {
      'List-Unsubscribe': `<${config.publicUrl}/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
