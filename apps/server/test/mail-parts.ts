import { decodeQuotedPrintable } from './mail-links.js';

// Just enough MIME reading for the outbox's nodemailer messages: find one message, and its text,
// HTML and attachment parts, decoded.

export interface MailParts {
  raw: string;
  /** The Subject header, its RFC 2047 encoded words (a Hindi subject) decoded. */
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: string;
  body: string;
}

function parts(raw: string): Part[] {
  const boundaries = [...raw.matchAll(/boundary="([^"]+)"/g)].map((match) => match[1] ?? '');
  let chunks = [raw];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks.map((chunk) => {
    const split = chunk.replace(/^\r?\n/, '').search(/\r?\n\r?\n/);
    const trimmed = chunk.replace(/^\r?\n/, '');
    return split < 0 ? { headers: trimmed, body: '' } : { headers: trimmed.slice(0, split), body: trimmed.slice(split).replace(/^\r?\n\r?\n/, '') };
  });
}

function decoded(part: Part): string {
  if (/Content-Transfer-Encoding: base64/i.test(part.headers)) return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(part.headers)) return decodeQuotedPrintable(part.body);
  return part.body;
}

function partText(raw: string, contentType: string): string {
  const part = parts(raw).find((candidate) => new RegExp(`^Content-Type: ${contentType}`, 'mi').test(candidate.headers));
  return part ? decoded(part) : '';
}

/** The bytes of one `=?charset?B|Q?…?=` encoded word. */
function encodedWordBytes(encoding: string, data: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64');
  return Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'utf8');
}

/** A header's value, unfolded, with UTF-8 encoded words decoded (adjacent ones joined, as RFC 2047 says). */
export function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  if (!match) return '';
  const unfolded = (match[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  let result = '';
  let pending: Buffer[] = [];
  let last = 0;
  for (const found of unfolded.matchAll(word)) {
    const between = unfolded.slice(last, found.index);
    if (pending.length === 0 || between.trim() !== '') {
      result += Buffer.concat(pending).toString('utf8') + between;
      pending = [];
    }
    pending.push(encodedWordBytes(found[1] ?? 'B', found[2] ?? ''));
    last = found.index + found[0].length;
  }
  return result + Buffer.concat(pending).toString('utf8') + unfolded.slice(last);
}

/** The newest message to an address, with its subject and its plain-text and HTML bodies decoded. */
export function mailTo(outbox: string[], address: string): MailParts {
  const raw = [...outbox].reverse().find((eml) => eml.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${address.toLowerCase()}`));
  if (!raw) throw new Error(`No mail to ${address} in the outbox`);
  return { raw, subject: headerValue(raw, 'Subject'), text: partText(raw, 'text/plain'), html: partText(raw, 'text/html') };
}

/** An attachment of a message, by file name, decoded to text. */
export function mailAttachment(raw: string, filename: string): string {
  const part = parts(raw).find((candidate) => candidate.headers.includes(`filename=${filename}`));
  if (!part) throw new Error(`No attachment ${filename}`);
  return decoded(part);
}
