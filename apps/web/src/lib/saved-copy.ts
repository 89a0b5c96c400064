import { savedAtHeader } from '../service-worker/personal-replies';

/**
 * When the service worker answered from the copy it saved because the server could not be reached
 * (docs/decisions/040, 067): the time that copy was saved, ISO-8601. Undefined for a fresh reply.
 */
export function savedCopyTime(response: Response): string | undefined {
  const savedAt = response.headers.get(savedAtHeader);
  return savedAt !== null && !Number.isNaN(Date.parse(savedAt)) ? savedAt : undefined;
}

/** A reply with, when it is the service worker's saved copy, the time it was saved. */
export type MaybeSaved<TReply> = TReply & { savedAt?: string };

/** Calls `request` and notes whether the reply came from the saved copy (`onResponse` of lib/api-client). */
export async function withSavedCopyTime<TReply extends object>(
  request: (onResponse: (response: Response) => void) => Promise<TReply>,
): Promise<MaybeSaved<TReply>> {
  let savedAt: string | undefined;
  const reply = await request((response) => {
    savedAt = savedCopyTime(response);
  });
  return savedAt === undefined ? reply : { ...reply, savedAt };
}
