import { SkeletonBlock } from './skeleton';

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
