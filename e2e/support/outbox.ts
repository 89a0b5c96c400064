import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.GYMSLOT_E2E_DATA_DIR ?? '', 'outbox');

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A mail file as text: quoted-printable undone, and base64 parts (a Hindi mail's) decoded in place. */
async function readMail(file: string): Promise<string> {
  const raw = await readFile(path.join(outboxDir(), file), 'utf8');
  const base64Decoded = raw.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_, head: string, body: string) => `${head}${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}\n`,
  );
  return decodeQuotedPrintable(base64Decoded);
}

/** Waits for a mail to `to` from which `pick` takes something, and returns that; the newest mail first. */
async function waitForMail<Picked>(to: string, pick: (mail: string) => Picked | undefined): Promise<Picked> {
  let found: Picked | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(outboxDir()).catch(() => [] as string[]);
      for (const file of files.sort().reverse()) {
        const mail = await readMail(file);
        if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
        found = pick(mail);
        if (found !== undefined) return true;
      }
      return false;
    })
    .toBe(true);
  return found as Picked;
}

/** Waits for a mail to `to` whose decoded text matches `pattern`, and returns it. */
export function mailMatching(to: string, pattern: RegExp): Promise<string> {
  return waitForMail(to, (mail) => (pattern.test(mail) ? mail : undefined));
}

/** Waits for a mail to `to` whose subject starts with `subjectStart`, and returns it decoded (headers and body). */
export function mailFromOutbox(to: string, subjectStart: string): Promise<string> {
  return waitForMail(to, (mail) => (mail.includes(`Subject: ${subjectStart}`) ? mail : undefined));
}

/** Waits for a mail to `to` in the server's outbox and returns the first link to `pathPrefix`. */
export function linkFromOutbox(to: string, pathPrefix: string): Promise<string> {
  return waitForMail(to, (mail) => mail.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`))?.[0]);
}

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
