import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../src/app/layout/app-layout';
import { PageSkeleton } from '../src/components/ui/skeleton';
import { AuthProvider } from '../src/lib/auth-context';

const neverAnswers = () => new Promise<never>(() => undefined);

/**
 * The markup every page shows before its code has run: the header as it looks while the login
 * check is out, the loading skeleton, and the footer. The build writes it into index.html, so a
 * phone on a slow network paints the app's frame from the HTML alone; the app's first render
 * replaces it with the same header and the page.
 */
export function renderAppFrame(): string {
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
