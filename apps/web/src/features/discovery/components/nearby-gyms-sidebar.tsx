import type { NearbyGym } from '@gymslot/shared/gym-schemas';
import { formatPricePerHour } from '../../../lib/formatters';
import { MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { formatDistanceKm } from '../../../lib/formatters';
import { nearbyMapMessages } from '../nearby-map-messages';

/** The id of a gym's link, so a tapped marker can move focus to it. */
export const nearbyGymLinkId = (gymId: string) => `nearby-gym-${gymId}`;

interface NearbyGymsSidebarProps {
  gyms: readonly NearbyGym[] | undefined;
  /** The radius is already the widest offered, so a larger one is not suggested. */
  atLargestRadius: boolean;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
}

export function NearbyGymsSidebar({ gyms, atLargestRadius, failed, onRetry, retrying }: NearbyGymsSidebarProps) {
  const t = useStore(nearbyMapMessages);
  return (
    <aside aria-labelledby="nearby-gyms-heading" className="space-y-3">
      <h2 id="nearby-gyms-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      {failed ? (
        <ErrorState message={t.fetchFailed} onRetry={onRetry} retrying={retrying} />
      ) : gyms === undefined ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t.loadingGyms}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <SkeletonBlock key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : gyms.length === 0 ? (
        <EmptyState
          Icon={MapPinOff}
          title={t.noGymsHere}
          hint={atLargestRadius ? t.tryAgainOrBrowse : t.tryLargerRadius}
        />
      ) : (
        <ul className="space-y-2">
          {gyms.map((gym) => (
            <li key={gym._id}>
              <Link
                id={nearbyGymLinkId(gym._id)}
                to={paths.gymDetails.getHref(gym._id)}
                className="block rounded-xl border border-neutral-200 bg-white px-4 py-3 hover:border-accent focus-visible:border-accent"
              >
                <span className="block font-semibold text-neutral-900">{gym.name}</span>
                <span className="block text-sm text-neutral-700">
                  {formatDistanceKm(gym.distance)} · {formatPricePerHour(gym.pricePerHour)}
                </span>
                {gym.hasOpeningHours === false && <span className="block text-sm font-medium text-amber-900">{t.noSlotsYet}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
