import hindi from '@gymslot/shared/locales/hi.json' with { type: 'json' };
import type { Language } from '@gymslot/shared/languages';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../src/app/layout/app-layout';
import { PageSkeleton } from '../src/components/ui/skeleton';
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
  Object.assign(i18n.cache, { hi: hindi });
  locale.set(language);
  return renderToStaticMarkup(
    <AuthProvider loadCurrentUser={neverAnswers}>
      <Router ssrPath="/">
        <AppLayout>
          <PageSkeleton />
        </AppLayout>
      </Router>
    </AuthProvider>,
  );
}
