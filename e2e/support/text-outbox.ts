import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.GYMSLOT_E2E_DATA_DIR ?? '', 'outbox');

/**
 * Waits for a WhatsApp or SMS text to `to` (E.164) in the server's outbox folder (API contract §8.9:
 * one `*.whatsapp.txt` / `*.sms.txt` file per message when no provider is set) whose text matches
 * `pattern`, and returns the text; the newest first.
 */
export async function textFromOutbox(channel: 'whatsapp' | 'sms', to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((file) => file.endsWith(`.${channel}.txt`));
      for (const file of files.sort().reverse()) {
        const text = await readFile(path.join(outboxDir(), file), 'utf8');
        if (text.startsWith(`To: ${to}\n`) && pattern.test(text)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found ?? '';
}
