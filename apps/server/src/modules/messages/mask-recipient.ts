import type { MessageChannel } from '@gymslot/shared/admin-message-schemas';

/** 'priya@example.com' → 'pr***@example.com': enough to recognise, not enough to harvest. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}

/** '+919876543210' → '+91 98*** **210'; any other shape keeps only its last three digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const indian = /^91(\d{10})$/.exec(digits);
  if (indian?.[1]) return `+91 ${indian[1].slice(0, 2)}*** **${indian[1].slice(7)}`;
  return `***${digits.slice(-3)}`;
}

export function maskRecipient(channel: MessageChannel, to: string): string {
  return channel === 'email' ? maskEmail(to) : maskPhone(to);
}

/** Masks every e-mail address inside a text (a provider's error names the recipient). */
export function maskEmailsIn(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g, (address) => maskEmail(address));
}
