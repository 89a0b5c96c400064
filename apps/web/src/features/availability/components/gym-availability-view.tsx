import type { OwnerAvailabilityReply } from '@gymslot/shared/owner-availability-schemas';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { useStore } from '../../../i18n/use-store';
import { availabilityViewMessages } from '../availability-messages';
import { DateAvailabilityCards } from './date-availability-cards';
import { RecurringHoursTable } from './recurring-hours-table';

interface GymAvailabilityViewProps {
  gymName: string | undefined;
  availability: OwnerAvailabilityReply | undefined;
  /** Shown instead of the lists when loading failed. */
  failure: ReactNode;
  setDatesHref: string;
  /** Where the owner sets weekly hours (admins cannot). */
  setWeeklyHref?: string;
  back: { href: string; label: string };
}

/** The page frame shared by the owner's and the admin's "all availability" screens: dates, then weekly hours. */
export function GymAvailabilityView({ gymName, availability, failure, setDatesHref, setWeeklyHref, back }: GymAvailabilityViewProps) {
  const t = useStore(availabilityViewMessages);
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <title>{gymName ? t.pageTitleFor({ gym: gymName }) : t.pageTitle}</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
        {gymName ? (
          <p className="mt-1 text-xl font-semibold text-neutral-800">{gymName}</p>
        ) : (
          !failure && <SkeletonBlock className="mt-2 h-7 w-48" />
        )}
      </div>
      {failure ??
        (availability === undefined ? (
          <CardGridSkeleton label={t.loading} count={4} />
        ) : (
          <>
            <section aria-labelledby="date-availability-heading" className="space-y-3">
              <h2 id="date-availability-heading" className="text-xl font-bold">
                {t.dateHeading}
              </h2>
              <DateAvailabilityCards
                entries={availability.dateSpecific}
                hasWeeklyHours={availability.recurring.length > 0}
                setDatesHref={setDatesHref}
              />
            </section>
            <section aria-labelledby="weekly-availability-heading" className="space-y-3">
              <h2 id="weekly-availability-heading" className="text-xl font-bold">
                {t.weeklyHeading}
              </h2>
              <RecurringHoursTable entries={availability.recurring} />
              {setWeeklyHref && (
                <p>
                  <TextLink to={setWeeklyHref}>{t.setWeekly}</TextLink>
                </p>
              )}
            </section>
          </>
        ))}
      <ButtonLink to={back.href} variant="secondary">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </ButtonLink>
    </section>
  );
}
