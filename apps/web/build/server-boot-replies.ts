import type { BootReply } from '../src/lib/boot-replies';

// Stands in for src/lib/boot-replies.ts in the server's first-screen bundle (build/first-screen.tsx):
// there the page's calls are answered from the replies the server is about to write into the HTML,
// and a call it has no reply for never reaches the network; its screen shows what it shows while
// loading, as the browser's first render would.

export type { BootReply };

/** A call the server has no reply for: a failure, so the render's query is dropped and shows as loading. */
const NO_REPLY: BootReply = { status: 504, body: undefined };

let current: { replies: ReadonlyMap<string, BootReply>; used: Set<string> } | undefined;

/** Answers the page's calls from `replies` while `render` runs, and says which of them it read. */
export async function answeringFrom<T>(replies: ReadonlyMap<string, BootReply>, render: () => Promise<T>): Promise<{ result: T; used: ReadonlySet<string> }> {
  const used = new Set<string>();
  current = { replies, used };
  try {
    return { result: await render(), used };
  } finally {
    current = undefined;
  }
}

export function takeBootReply(url: string): BootReply {
  const reply = current?.replies.get(url);
  if (reply === undefined) return NO_REPLY;
  current?.used.add(url);
  return reply;
}

/** Nothing changes on the server's render. */
export function dropBootReplies(): void {}
