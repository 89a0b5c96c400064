import { Eye } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';

const messages = i18n('discovery-gym-team-note', {
  note: "This is your gym's public page: members see it like this. You cannot book here.",
  backToDashboard: '← Back to Dashboard',
  backToBookings: '← Back to the bookings',
});

/** §8.12: what the gym's owner or front-desk staff sees on top of their own gym's public page. */
export function GymTeamNote() {
  const t = useStore(messages);
  // Front-desk staff have no dashboard: their home is the bookings page with Today (§8.12).
  const isStaff = useAuth().user?.role === 'gym_staff';
  return (
    <div role="note" className="flex flex-col gap-2 rounded-xl border border-accent/30 bg-accent-soft p-4 text-neutral-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
        <span>{t.note}</span>
      </p>
      {isStaff ? (
        <TextLink to={paths.ownerBookings.getHref()}>{t.backToBookings}</TextLink>
      ) : (
        <TextLink to={paths.ownerDashboard.getHref()}>{t.backToDashboard}</TextLink>
      )}
    </div>
  );
}
