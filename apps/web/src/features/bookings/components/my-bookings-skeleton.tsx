import { SkeletonBlock } from '../../../components/ui/skeleton';

/** Placeholder cards in the shape of the bookings list. */
export function MyBookingsSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your bookings…</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-5">
          <SkeletonBlock className="h-6 w-1/2" />
          <SkeletonBlock className="h-10 w-full" />
          <SkeletonBlock className="h-16 w-full" />
          <SkeletonBlock className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
