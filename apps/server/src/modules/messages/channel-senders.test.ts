import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.js';
import { createChannelSenders } from './channel-senders.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the channels the outbox hands messages to', () => {
  it('writes an SMS or WhatsApp text to the outbox folder without a provider, named by the message, never by the number', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gymslot-senders-'));
    const senders = createChannelSenders({ send: () => Promise.resolve() }, dir, 'gymslot.example');
    const template = { language: 'en' as const, params: ['06:00 PM'] };
    const to = '+919876543210';
    expect(await senders.sms({ messageId: 'a'.repeat(24), kind: 'reminder', to, text: 'GymSlot: your workout starts at 06:00 PM.', template })).toBeUndefined();
    expect(await senders.whatsapp({ messageId: 'b'.repeat(24), kind: 'reminder', to, text: 'GymSlot: see you soon.', template })).toBeUndefined();
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.find((file) => file.endsWith(`-${'a'.repeat(24)}.sms.txt`))).toBeDefined();
    expect(files.find((file) => file.endsWith(`-${'b'.repeat(24)}.whatsapp.txt`))).toBeDefined();
    expect(files.join(' ')).not.toContain('9876543210');
    const sms = files.find((file) => file.endsWith('.sms.txt')) ?? '';
    expect(await readFile(path.join(dir, sms), 'utf8')).toBe('To: +919876543210\n\nGymSlot: your workout starts at 06:00 PM.\n');
  });

  it("gives a mail the outbox's id as its Message-ID, so a repeat reads as the same mail", async () => {
    const sent: (MailMessage & { messageId?: string })[] = [];
    const senders = createChannelSenders({ send: (mail) => Promise.resolve(void sent.push(mail)) }, '/nonexistent', 'gymslot.example');
    await senders.email({ to: 'asha@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }, 'c'.repeat(24));
    expect(sent).toEqual([expect.objectContaining({ to: 'asha@example.com', messageId: `<${'c'.repeat(24)}@gymslot.example>` })]);
  });
});
