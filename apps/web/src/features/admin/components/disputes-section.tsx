import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { useAdminDisputePagesQuery } from '../api/get-admin-disputes';
import { disputeTexts } from '../dispute-texts';

/**
 * The dashboard's way to the Disputes screen, with how many of the newest disputes wait for an
 * answer. It reads the first page only (the same cached list the screen shows first), so a long list
 * says '20+'; while that loads, or if it cannot be read, the link stands alone.
 */
export function DisputesSection() {
  const t = useStore(disputeTexts);
  const pages = useAdminDisputePagesQuery(undefined);
  const firstPage = pages.data?.pages[0];
  const toAnswer = firstPage?.disputes.filter((dispute) => dispute.canAnswer).length ?? 0;

  return (
    <section aria-labelledby="disputes-heading" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="space-y-1">
        <h2 id="disputes-heading" className="text-2xl font-bold">
          {t.dashboardHeading}
          {/* Keeps the heading's spoken name 'Disputes 2 to answer', not 'Disputes2 to answer'. */}
          {toAnswer > 0 && ' '}
          {toAnswer > 0 && (
            <span className="rounded-full border border-amber-200 bg-amber-50 px-2 align-middle text-sm text-amber-900">
              {t.dashboardToAnswer({ count: firstPage?.nextCursor ? `${toAnswer}+` : String(toAnswer) })}
            </span>
          )}
        </h2>
        <p className="text-neutral-700">{t.dashboardIntro}</p>
      </div>
      <ButtonLink to={paths.adminDisputes.getHref()} variant="secondary">
        <ShieldAlert aria-hidden="true" className="size-4" />
        {t.dashboardLink}
      </ButtonLink>
    </section>
  );
}
