import { SkeletonBlock } from '../../../components/ui/skeleton';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('bookings-skeleton', {
  loading: 'Loading your bookings…',
});

/** Placeholder cards in the shape of the bookings list. */
export function MyBookingsSkeleton() {
  const t = useStore(messages);
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t.loading}</span>
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
