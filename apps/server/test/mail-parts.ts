import { decodeQuotedPrintable } from './mail-links.js';

// Just enough MIME reading for the outbox's nodemailer messages: find one message, and its text,
// HTML and attachment parts, decoded.

export interface MailParts {
  raw: string;
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

/** The newest message to an address, with its plain-text and HTML bodies decoded. */
export function mailTo(outbox: string[], address: string): MailParts {
  const raw = [...outbox].reverse().find((eml) => eml.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${address.toLowerCase()}`));
  if (!raw) throw new Error(`No mail to ${address} in the outbox`);
  return { raw, text: partText(raw, 'text/plain'), html: partText(raw, 'text/html') };
}

/** An attachment of a message, by file name, decoded to text. */
export function mailAttachment(raw: string, filename: string): string {
  const part = parts(raw).find((candidate) => candidate.headers.includes(`filename=${filename}`));
  if (!part) throw new Error(`No attachment ${filename}`);
  return decoded(part);
}
