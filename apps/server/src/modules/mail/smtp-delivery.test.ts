import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../../test/fake-smtp.js';
import { createMailer } from './create-mailer.js';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describe('mail over SMTP (SMTP_URL)', () => {
  it('logs in and delivers the message, text, HTML and attachment, to the recipient', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://mailer%40gymslot.example:app-password@127.0.0.1:${smtp.port}`,
      from: 'GymSlot <no-reply@gymslot.example>',
      smtpTimeoutMs: 5_000,
      outboxDir: '/nonexistent',
      writeConsole: () => undefined,
    });
    await mailer.send({
      to: 'ananya@example.com',
      subject: 'Booking confirmed: Iron Temple',
      text: 'See you at 06:00 PM.',
      html: '<p>See you at 06:00 PM.</p>',
      attachments: [{ filename: 'booking.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' }],
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@gymslot.example', to: ['ananya@example.com'], user: 'mailer@gymslot.example' });
    expect(mail?.data).toContain('Subject: Booking confirmed: Iron Temple');
    expect(mail?.data).toContain('See you at 06:00 PM.');
    expect(mail?.data).toContain('filename=booking.ics');
  });
});
