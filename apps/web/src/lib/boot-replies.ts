/** A reply the server wrote into the page for an API call the page makes first. */
export interface BootReply {
  status: number;
  body: unknown;
}

/**
 * How long after the page opened a boot reply still answers: as long as a fetched query stays
 * fresh (lib/query-client.ts), so the screen shows nothing older than it would anyway.
 */
const FRESH_FOR_MS = 30_000;

let replies: Map<string, BootReply> | undefined;

/**
 * The server writes the replies to the login check and to the page's first data calls into the
 * HTML it sends (docs/decisions/030), so on a slow network they arrive with the page instead of
 * one round trip each after its code has run. Each answers one GET of the same address, once.
 */
export function takeBootReply(url: string): BootReply | undefined {
  replies ??= readBootReplies();
  const reply = replies.get(url);
  replies.delete(url);
  return performance.now() < FRESH_FOR_MS ? reply : undefined;
}

/** After any change the person makes, the replies may no longer be true: none is used. */
export function dropBootReplies(): void {
  replies = new Map();
}

function readBootReplies(): Map<string, BootReply> {
  const text = document.getElementById('boot-replies')?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, BootReply>));
  } catch {
    return new Map();
  }
}
