import { useStore } from '../../i18n/use-store';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { PageSkeleton } from '../../components/ui/skeleton';
import { Footer } from './footer';
import { navMessages } from './nav-links';
import { Navbar } from './navbar';

/** The page shell around every route: `children` is the page the address shows. */
export function AppLayout({ children }: { children: ReactNode }) {
  const t = useStore(navMessages);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-accent-strong focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t.skipToContent}
      </a>
      <Navbar />
      {/* At least a screen tall, so the footer starts below the fold and is not pushed down in
          view when a page's code or data arrives (a layout shift Lighthouse counted as 0.5). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
