import type { MessageChannel } from '@gymslot/shared/admin-message-schemas';
import { maskMobileNumber } from '@gymslot/shared/mobile-number';

/** 'priya@example.com' → 'pr***@example.com': enough to recognise, not enough to harvest. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}

/** '+919876543210' → '+91 98*** **210' (@gymslot/shared/mobile-number); any other shape keeps only its last three digits. */
export function maskPhone(phone: string): string {
  return maskMobileNumber(`+${phone.replace(/\D/g, '')}`);
}

export function maskRecipient(channel: MessageChannel, to: string): string {
  // A deleted account's messages keep no address (§8.11, decision 059).
  if (to === '') return '***';
  return channel === 'email' ? maskEmail(to) : maskPhone(to);
}

/** Masks every e-mail address inside a text (a provider's error names the recipient). */
export function maskEmailsIn(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g, (address) => maskEmail(address));
}

/** Masks every phone number (10 to 15 digits in a row, with or without '+') inside a text (a provider's error may name it). */
export function maskPhonesIn(text: string): string {
  return text.replace(/\+?\d{10,15}/g, (number) => maskPhone(number));
}

/** `text` with phone numbers masked, then each of `secrets` (a key, a sign-in code; four characters or more) replaced by '***'. */
export function maskSecretsIn(text: string, secrets: readonly string[]): string {
  return secrets.filter((secret) => secret.length >= 4).reduce((result, secret) => result.split(secret).join('***'), maskPhonesIn(text));
}
