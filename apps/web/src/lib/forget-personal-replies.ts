import { personalRepliesCacheName } from '../service-worker/personal-replies';

/**
 * Deletes the replies the service worker kept for offline use (docs/decisions/040), from the page
 * itself, so it happens even when no worker controls this tab. Outside a secure context the browser
 * has no `caches`, and nothing was kept.
 */
export async function forgetPersonalReplies(): Promise<void> {
  await globalThis.caches?.delete(personalRepliesCacheName);
}
