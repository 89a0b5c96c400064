// Where a person was going before log-in: a path of this site only, never an address elsewhere.

/** The query parameter that carries the destination through /login, /register and the mailed links. */
export const NEXT_PATH_PARAM = 'next';

const MAX_LENGTH = 2048;

/**
 * The path itself when it is safe to send someone to, else undefined (the caller then uses its
 * usual page). Safe means: it starts with exactly one '/', so no scheme and no '//host'; it has no
 * backslash, which browsers read as '/' ('/\evil' is '//evil'); and no control character or white
 * space (browsers drop tabs and newlines: '/<tab>/evil' is '//evil'). Such a URL reference is
 * always a path on the current site. Both the web app and the server's redirects read the destination through here.
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (/[\\\s\p{Cc}]/u.test(value)) return undefined;
  return value;
}
