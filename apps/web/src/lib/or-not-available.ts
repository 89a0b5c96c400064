import { i18n } from '../i18n/i18n';

const messages = i18n('or-not-available', {
  notAvailable: 'N/A',
});

/** Spec §2: a missing name, e-mail or phone number shows as 'N/A'. */
export function orNotAvailable(text: string | null | undefined): string {
  return text === null || text === undefined || text.trim() === '' ? messages.get().notAvailable : text;
}
