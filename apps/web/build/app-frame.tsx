import hindi from '@gymslot/shared/locales/hi.json' with { type: 'json' };
import type { Language } from '@gymslot/shared/languages';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../src/app/layout/app-layout';
import { PageSkeleton } from '../src/components/ui/skeleton';
import HomePage from '../src/features/home/pages/home-page';
import { i18n } from '../src/i18n/i18n';
import { locale } from '../src/i18n/locale';
import { AuthProvider } from '../src/lib/auth-context';

const neverAnswers = () => new Promise<never>(() => undefined);

/**
 * The markup every page shows before its code has run, in a language: the header as it looks while
 * the login check is out, the loading skeleton, and the footer. The build writes it into index.html
 * (and index.hi.html), so a phone on a slow network paints the app's frame from the HTML alone; the
 * app's first render replaces it with the same header and the page.
 */
export function renderAppFrame(language: Language): string {
  return renderFrame(language, <PageSkeleton />);
}

/**
 * The home page's frame (issue 31): the same, with the home page as its first render shows it to a
 * visitor whose login check is out (its heading, text and pictures, the actions' space held) instead
 * of the skeleton, so a slow network paints the home page from the HTML alone. The page's own
 * `<title>` is left out: index.html's head has one.
 */
export function renderHomeFrame(language: Language): string {
  return renderFrame(language, <HomePage />).replace(/<title>[^<]*<\/title>/, '');
}

function renderFrame(language: Language, page: ReactNode): string {
  Object.assign(i18n.cache, { hi: hindi });
  locale.set(language);
  return renderToStaticMarkup(
    <AuthProvider loadCurrentUser={neverAnswers}>
      <Router ssrPath="/">
        <AppLayout>{page}</AppLayout>
      </Router>
    </AuthProvider>,
  );
}
