import type { BootReply } from '../src/lib/boot-replies';

// Stands in for src/lib/boot-replies.ts in the server's first-screen bundle (build/first-screen.tsx):
// there the page's calls are answered from the replies the server is about to write into the HTML,
// and a call it has no reply for never reaches the network; its screen shows what it shows while
// loading, as the browser's first render would.

export type { BootReply };

/** A call the server has no reply for: a failure, so the render's query is dropped and shows as loading. */
const NO_REPLY: BootReply = { status: 504, body: undefined };

let current: ReadonlyMap<string, BootReply> | undefined;

/** Answers the page's calls from `replies` while `render` runs. */
export async function answeringFrom<T>(replies: ReadonlyMap<string, BootReply>, render: () => Promise<T>): Promise<T> {
  current = replies;
  try {
    return await render();
  } finally {
    current = undefined;
  }
}

export function takeBootReply(url: string): BootReply {
  return current?.get(url) ?? NO_REPLY;
}

/** Nothing changes on the server's render. */
export function dropBootReplies(): void {}
