import { useState } from 'react';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { ErrorState } from '../../../components/ui/error-state';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useMyGymsQuery } from '../../my-gyms/api/get-my-gyms';
import { FrontDeskToday } from '../components/front-desk-today';
import { OwnerBookingsBrowser } from '../components/owner-bookings-browser';
import { useIsDeskStaff } from '../hooks/use-is-desk-staff';
import { useIsPhone } from '../hooks/use-is-phone';
import { ownerBookingsMessages, ownerFrontDeskMessages } from '../owner-messages';
import { serverErrorText } from '../../../i18n/server-messages';

type BookingsView = 'today' | 'all';

/**
 * The owner's bookings: the front desk's 'Today' (the first view on a phone, where the desk works)
 * and every booking with filters, paging and a CSV export (§8.7).
 */
export default function OwnerBookingsPage() {
  const t = useStore(ownerBookingsMessages);
  const desk = useStore(ownerFrontDeskMessages);
  const gyms = useMyGymsQuery();
  const isPhone = useIsPhone();
  const isStaff = useIsDeskStaff();
  const [view, setView] = useState<BookingsView>(isPhone ? 'today' : 'all');
  const views: { value: BookingsView; label: string }[] = [
    { value: 'today', label: desk.today },
    { value: 'all', label: desk.all },
  ];

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <title>{t.pageTitle}</title>
      {!isStaff && (
        <p>
          <TextLink to={paths.ownerDashboard.getHref()}>{t.backToDashboard}</TextLink>
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
      <div role="group" aria-label={desk.views} className="flex gap-2">
        {views.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={view === option.value}
            onClick={() => setView(option.value)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              view === option.value
                ? 'border-accent-strong bg-accent-strong text-white'
                : 'border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {view === 'today' ? (
        <FrontDeskToday />
      ) : gyms.isError ? (
        <ErrorState message={serverErrorText(gyms.error, t.loadFailed)} onRetry={() => void gyms.refetch()} retrying={gyms.isFetching} />
      ) : gyms.data === undefined ? (
        <CardGridSkeleton label={t.loading} />
      ) : (
        <OwnerBookingsBrowser gyms={gyms.data} />
      )}
    </section>
  );
}
