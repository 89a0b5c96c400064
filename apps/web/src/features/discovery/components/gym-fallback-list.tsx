import type { NearbyGym } from '@gymslot/shared/gym-schemas';
import { formatPricePerHour } from '../../../lib/formatters';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-gym-fallback-list', {
  gymsNearYou: 'Gyms near you',
});
import { formatDistanceKm } from '../../../lib/formatters';

/** The gyms as a plain list, for when the map's pictures cannot load; the markers stay on the map. */
export function GymFallbackList({ gyms }: { gyms: readonly NearbyGym[] }) {
  const t = useStore(messages);
  if (gyms.length === 0) return null;
  return (
    <ul aria-label={t.gymsNearYou} className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
      {gyms.map((gym) => (
        <li key={gym._id}>
          <Link to={paths.gymDetails.getHref(gym._id)} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-neutral-50">
            <span className="min-w-0">
              <span className="block font-semibold text-neutral-900">{gym.name}</span>
              <span className="block text-sm text-neutral-700">
                {gym.address}, {gym.city}
              </span>
            </span>
            <span className="shrink-0 text-right text-sm">
              <span className="block font-semibold">{formatDistanceKm(gym.distance)}</span>
              <span className="block text-neutral-700">{formatPricePerHour(gym.pricePerHour)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
