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
}

/** Sends one message; SMTP or the on-disk outbox (see create-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
