/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` bytes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The message as readable text: quoted-printable undone, and base64 parts (mails mostly in Hindi) decoded after it. */
function readable(eml: string): string {
  const base64Parts = [...eml.matchAll(/^Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gim)];
  return [decodeQuotedPrintable(eml), ...base64Parts.map(([, body = '']) => Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'))].join('\n');
}

/** The distinct links in a raw .eml message whose path starts with `pathPrefix`, in order. */
export function linksIn(eml: string, pathPrefix: string): string[] {
  const candidates = readable(eml).match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const links = candidates.filter((link) => URL.canParse(link) && new URL(link).pathname.startsWith(pathPrefix));
  return [...new Set(links)];
}

/** The last path segment of the one link to `pathPrefix` in the newest mail sent to `to`. */
export function tokenFromMail(outbox: string[], to: string, pathPrefix: string): string {
  const mail = [...outbox].reverse().find((eml) => new RegExp(`^To: .*${escapeRegExp(to)}`, 'mi').test(eml));
  if (!mail) throw new Error(`No mail to ${to} in the outbox`);
  const [link, ...others] = linksIn(mail, pathPrefix);
  if (!link || others.length > 0) throw new Error(`Expected one ${pathPrefix} link in the mail to ${to}`);
  return decodeURIComponent(new URL(link).pathname.slice(pathPrefix.length).replace(/^\//, ''));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
