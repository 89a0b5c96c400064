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
  /**
   * Composes and sends a mail after the current reply has gone: `compose` runs on a later turn
   * and may return nothing to send. Nobody waits for it, so a failure is logged, never thrown.
   */
  queue(compose: () => Promise<MailMessage | undefined>): void;
  /** Resolves once every queued mail has been sent or has failed (shutdown, tests). */
  idle(): Promise<void>;
}
