export function SkeletonBlock({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-lg bg-neutral-200 motion-reduce:animate-none ${className}`} />;
}

/** Shown while a page's code downloads, so a slow network never shows a blank screen. */
export function PageSkeleton() {
  return (
    <div role="status" className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
      <span className="sr-only">Loading page…</span>
      <SkeletonBlock className="h-8 w-2/3" />
      <SkeletonBlock className="h-4 w-full" />
      <SkeletonBlock className="h-4 w-5/6" />
      <SkeletonBlock className="h-40 w-full" />
    </div>
  );
}

interface CardGridSkeletonProps {
  /** Read out by screen readers, e.g. 'Loading gyms…'. */
  label: string;
  count?: number;
}

/** Placeholder cards in the shape of the list that is loading. */
export function CardGridSkeleton({ label, count = 6 }: CardGridSkeletonProps) {
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
          <SkeletonBlock className="aspect-[8/5] w-full" />
          <SkeletonBlock className="h-5 w-2/3" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
