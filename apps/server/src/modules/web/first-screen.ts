import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language } from '@gymslot/shared/languages';
import type { BootReply } from './boot-replies.js';

/** A data page's first screen as the web build's server bundle renders it (apps/web/build/first-screen.tsx). */
export interface FirstScreen {
  /** What goes inside `#root`. */
  markup: string;
  /** The page's own `<title>` element, for the head. */
  title: string | undefined;
  /** The queries the markup shows, for the browser's first render. */
  queries: unknown;
}

export type RenderFirstScreen = (
  address: string,
  visitor: { language: Language; userAgent: string },
  replies: Readonly<Record<string, BootReply>>,
) => Promise<FirstScreen>;

/**
 * The renderer the web build writes (decision 076), or undefined when there is none: a build from
 * before it, or a test's. Such a page has the app's frame, as before.
 */
export async function loadFirstScreenRenderer(bundle: string | undefined): Promise<RenderFirstScreen | undefined> {
  if (bundle === undefined || !existsSync(bundle)) return undefined;
  const loaded = (await import(pathToFileURL(bundle).href)) as { renderFirstScreen: RenderFirstScreen };
  return loaded.renderFirstScreen;
}
