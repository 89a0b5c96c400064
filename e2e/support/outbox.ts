import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outboxDir = () => path.join(process.env.GYMSLOT_E2E_DATA_DIR ?? '', 'outbox');

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `to` whose subject starts with `subjectStart`, and returns it decoded (headers and body). */
export async function mailFromOutbox(to: string, subjectStart: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(outboxDir()).catch(() => [] as string[]);
      for (const file of files.sort().reverse()) {
        const mail = decodeQuotedPrintable(await readFile(path.join(outboxDir(), file), 'utf8'));
        if (mail.toLowerCase().includes(`to: ${to.toLowerCase()}`) && mail.includes(`Subject: ${subjectStart}`)) {
          found = mail;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found as string;
}

/** Waits for a mail to `to` in the server's outbox and returns the first link to `pathPrefix`. */
export async function linkFromOutbox(to: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(outboxDir()).catch(() => [] as string[]);
      for (const file of files.sort().reverse()) {
        const mail = decodeQuotedPrintable(await readFile(path.join(outboxDir(), file), 'utf8'));
        if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
        const match = mail.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`));
        if (match) {
          link = match[0];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return link as string;
}
