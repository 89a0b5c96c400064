import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids.js';
import { createMailQueue } from './mail-queue.js';
import type { Mailer, MailMessage } from './mailer.js';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** Where a queued mail that could not be sent is reported. */
  logger: Pick<FastifyBaseLogger, 'error'>;
  /**
   * Outbox mode only: gets one readable line per mail (recipient, subject, links; newline included)
   * for the developer's console. Links are secrets, so they never go into a log record.
   */
  writeConsole: (text: string) => void;
}

/** SMTP when configured; otherwise each message becomes an .eml file in the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  const send = options.smtpUrl ? smtpSender(options.smtpUrl, options.from) : outboxSender(options);
  return { send, ...createMailQueue(send, options.logger) };
}

function smtpSender(smtpUrl: string, from: string): Mailer['send'] {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}

function outboxSender(options: MailerOptions): Mailer['send'] {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message: MailMessage) => {
    const info = await transport.sendMail({ from: options.from, ...message });
    await mkdir(options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(path.join(options.outboxDir, `${stamp}-${newId()}.eml`), info.message as Buffer);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    const linkList = links.length > 0 ? `: ${links.join(' ')}` : '';
    options.writeConsole(`mail to ${message.to}: ${message.subject}${linkList}\n`);
  };
}
