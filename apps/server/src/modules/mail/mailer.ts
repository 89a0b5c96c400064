export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, such as List-Unsubscribe on a mail someone may stop. */
  headers?: Record<string, string>;
}

/**
 * Sends one message; SMTP or the on-disk outbox (see create-mailer.ts). Only the message outbox's
 * workers call it (modules/messages): everyone else queues a message there.
 */
export interface Mailer {
  send(message: MailMessage & { messageId?: string }): Promise<void>;
  /** Closes pooled SMTP connections (shutdown). */
  close(): void;
}
