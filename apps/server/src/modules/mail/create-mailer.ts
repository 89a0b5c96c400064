import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids.js';
import type { Mailer, MailMessage } from './mailer.js';

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info'>;
}

/** SMTP when configured; otherwise each message becomes an .eml file in the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info({ outboxFile: file, subject: message.subject, links }, 'mail written to outbox');
    },
  };
}
