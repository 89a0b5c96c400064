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

function linkMail(
  to: Recipient,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  const text = [`Hi ${to.name},`, '', intro, '', `${action}: ${link}`, '', outro, '', '— GymSlot'].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>If the button does not work, open this address: ${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
    '<p>— GymSlot</p>',
  ].join('\n');
  return { to: to.email, subject, text, html };
}

export function verificationMail(to: Recipient, link: string): MailMessage {
  return linkMail(
    to,
    'Verify your GymSlot email address',
    'Welcome to GymSlot! Please confirm that this is your email address.',
    'Verify your email',
    link,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
  );
}

export function passwordResetMail(to: Recipient, link: string): MailMessage {
  return linkMail(
    to,
    'Reset your GymSlot password',
    'Someone asked to reset the password of your GymSlot account.',
    'Choose a new password',
    link,
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this message; your password stays the same.',
  );
}

export function ownerInvitationMail(to: Recipient, link: string, gymName: string): MailMessage {
  return linkMail(
    to,
    'Your gym is on GymSlot: choose your password',
    `A GymSlot administrator added ${gymName} and made you its owner. Choose a password to open your owner dashboard.`,
    'Choose your password',
    link,
    'The link works once and expires in 7 days. After that, use "Forgot password" on the login page with this email address.',
  );
}
