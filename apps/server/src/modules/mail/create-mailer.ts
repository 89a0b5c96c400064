import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newId } from '../../lib/ids.js';
import type { Mailer, MailMessage } from './mailer.js';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Each SMTP step's limit (connect, greeting, DNS); a silent socket gets three times it. */
  smtpTimeoutMs: number;
  outboxDir: string;
  /**
   * Outbox mode only: gets one readable line per mail (recipient, subject, links; newline included)
   * for the developer's console. Links are secrets, so they never go into a log record.
   */
  writeConsole: (text: string) => void;
}

/**
 * A mail server that accepts a connection and then says nothing must not hold a delivery for
 * nodemailer's default ten minutes: each step gets seconds (SMTP_TIMEOUT_MS), so the attempt fails,
 * is retried later, and stays well inside the outbox's lease (modules/messages/delivery-attempts.ts).
 */
function smtpTimeouts(stepMs: number) {
  return { connectionTimeout: stepMs, greetingTimeout: stepMs, dnsTimeout: stepMs, socketTimeout: 3 * stepMs };
}

/** SMTP when configured; otherwise each message becomes an .eml file in the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from, options.smtpTimeoutMs) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, from: string, stepMs: number): Mailer {
  // Pooled: a backlog after an outage goes out over a kept-open connection, not one per mail.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...smtpTimeouts(stepMs) });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Names sort in the order the mails were written, even two in the same millisecond.
  let written = 0;
  return {
    async send(message: MailMessage & { messageId?: string }) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      written += 1;
      await writeFile(path.join(options.outboxDir, `${stamp}-${String(written).padStart(6, '0')}-${newId()}.eml`), info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      const linkList = links.length > 0 ? `: ${links.join(' ')}` : '';
      options.writeConsole(`mail to ${message.to}: ${message.subject}${linkList}\n`);
    },
    close: () => undefined,
  };
}
