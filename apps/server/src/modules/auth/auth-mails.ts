import { params } from '@gymslot/shared/message-params';
import type { Language } from '@gymslot/shared/languages';
import { i18n } from '../../lib/i18n.js';
import { greeting } from '../mail/mail-text.js';
import type { MailMessage } from '../mail/mailer.js';

interface Recipient {
  email: string;
  name: string;
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names are typed by users, so they must never become markup in someone's mail client. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

const texts = i18n('auth-mails', {
  buttonFallback: params('If the button does not work, open this address: {link}'),
  verifySubject: 'Verify your GymSlot email address',
  verifyIntro: 'Welcome to GymSlot! Please confirm that this is your email address.',
  verifyAction: 'Verify your email',
  verifyOutro: 'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
  resetSubject: 'Reset your GymSlot password',
  resetIntro: 'Someone asked to reset the password of your GymSlot account.',
  resetAction: 'Choose a new password',
  resetOutro: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message; your password stays the same.',
  inviteSubject: 'Your gym is on GymSlot: choose your password',
  inviteIntro: params('A GymSlot administrator added {gym} and made you its owner. Choose a password to open your owner dashboard.'),
  inviteAction: 'Choose your password',
  inviteOutro:
    'The link works once and expires in 7 days. After that, use "Forgot password" on the login page with this email address.',
  staffInviteSubject: 'You are on the front desk on GymSlot: choose your password',
  staffInviteIntro: params("{owner} added you to the front desk of {gym} on GymSlot. Choose a password to see the day's bookings and check people in."),
});

interface LinkMailTexts {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

function linkMail(to: Recipient, { subject, intro, action, outro }: LinkMailTexts, link: string, language: Language): MailMessage {
  const hello = greeting(to.name, language);
  const fallback = texts(language).buttonFallback({ link });
  const text = [hello, '', intro, '', `${action}: ${link}`, '', outro, '', '— GymSlot'].join('\n');
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(fallback)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
    '<p>— GymSlot</p>',
  ].join('\n');
  return { to: to.email, subject, text, html };
}

/** The link that confirms a new account's address, in the language the person signed up (or asked again) in. */
export function verificationMail(to: Recipient, link: string, language: Language = 'en'): MailMessage {
  const t = texts(language);
  return linkMail(to, { subject: t.verifySubject, intro: t.verifyIntro, action: t.verifyAction, outro: t.verifyOutro }, link, language);
}

/** The link to choose a new password, in the language the person asked for it in. */
export function passwordResetMail(to: Recipient, link: string, language: Language = 'en'): MailMessage {
  const t = texts(language);
  return linkMail(to, { subject: t.resetSubject, intro: t.resetIntro, action: t.resetAction, outro: t.resetOutro }, link, language);
}

/** A new front-desk staff member's first-password link (§8.12), in the language of the owner who added them. */
export function staffInvitationMail(to: Recipient, link: string, gymName: string, ownerName: string, language: Language = 'en'): MailMessage {
  const t = texts(language);
  const intro = t.staffInviteIntro({ gym: gymName, owner: ownerName });
  return linkMail(to, { subject: t.staffInviteSubject, intro, action: t.inviteAction, outro: t.inviteOutro }, link, language);
}

/** A new gym owner's first-password link, in the language of the administrator who added the gym. */
export function ownerInvitationMail(to: Recipient, link: string, gymName: string, language: Language = 'en'): MailMessage {
  const t = texts(language);
  const intro = t.inviteIntro({ gym: gymName });
  return linkMail(to, { subject: t.inviteSubject, intro, action: t.inviteAction, outro: t.inviteOutro }, link, language);
}
