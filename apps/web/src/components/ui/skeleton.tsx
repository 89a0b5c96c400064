import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';

const messages = i18n('ui-skeleton', {
  loadingPage: 'Loading page…',
});

export function SkeletonBlock({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-lg bg-neutral-200 motion-reduce:animate-none ${className}`} />;
}

/** Shown while a page's code downloads, so a slow network never shows a blank screen. */
export function PageSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
      <span className="sr-only">{t.loadingPage}</span>
      <SkeletonBlock className="h-8 w-2/3" />
      <SkeletonBlock className="h-4 w-full" />
      <SkeletonBlock className="h-4 w-5/6" />
      <SkeletonBlock className="h-40 w-full" />
    </div>
  );
}
