import type { Language } from '@gymslot/shared/languages';
import { gymPagePath } from './gym-page-preload.js';
import { gymOpenGraphTags } from './open-graph.js';
import type { SharePageService } from './share-page.service.js';

/** The tags a page's `<head>` gets besides the built ones, by the page's path; '' for none. */
export type HeadTagsFor = (pathname: string, language: Language) => Promise<string>;

/**
 * Contract §8.13: a gym page's HTML (`/gym/{id}`, the single-page app's shell) carries the share
 * page's Open Graph tags, so a pasted gym page link previews as a card too. The page itself keeps
 * the spec's guard (the app sends a signed-out visitor to log in); a hidden or unknown gym gets none.
 */
export function gymPageOpenGraph(sharePages: Pick<SharePageService, 'gymFor'>, publicUrl: string): HeadTagsFor {
  return async (pathname, language) => {
    const gymId = gymPagePath.exec(pathname)?.[1];
    const found = gymId === undefined ? undefined : await sharePages.gymFor(gymId);
    return found === undefined ? '' : gymOpenGraphTags(found.gym, found.cardVersion, publicUrl, language);
  };
}
