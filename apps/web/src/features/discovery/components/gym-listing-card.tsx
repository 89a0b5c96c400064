import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { formatPricePerHour } from '../../../lib/formatters';
import { params } from '@gymslot/shared/message-params';
import { MapPin, Navigation } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { GymPhotoCarousel } from '../../../components/ui/gym-photo-carousel';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { formatDistanceKm } from '../../../lib/formatters';
import { NoSlotsYetNote } from './no-slots-yet-note';

/**
 * The photo's width in the results grid (max-w-6xl, px-4; 1, 2 from sm, 3 from lg columns, gap-4),
 * less the card's border and p-2. Upper bounds, so the browser never picks a file too narrow.
 */
const listingPhotoSizes = '(min-width: 1024px) 345px, (min-width: 640px) calc(50vw - 42px), calc(100vw - 50px)';

const messages = i18n('discovery-gym-listing-card', {
  away: 'away',
  viewDetails: 'View Details',
  ofGym: params('of {name}'),
});

interface GymListingCardProps {
  gym: PublicGym;
  /** Shown as a badge when the list was searched from a position. */
  distanceKm?: number;
}

/** A gym in a results grid (spec §2 "City gyms listing"): photos, where it is, its price and a way in. */
export function GymListingCard({ gym, distanceKm }: GymListingCardProps) {
  const t = useStore(messages);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white">
      <div className="relative p-2 pb-0">
        <GymPhotoCarousel gym={gym} sizes={listingPhotoSizes} />
        {distanceKm !== undefined && (
          <span className="absolute top-4 left-4 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-sm font-semibold text-neutral-900 shadow-sm">
            <Navigation aria-hidden="true" className="size-3.5 text-accent-strong" />
            {formatDistanceKm(distanceKm)}
            <span className="sr-only"> {t.away}</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 pt-2">
        <h3 className="text-lg font-semibold">{gym.name}</h3>
        <p className="flex items-start gap-1.5 text-sm text-neutral-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {gym.address}, {gym.city}
          </span>
        </p>
        <NoSlotsYetNote gym={gym} />
        <p className="mt-auto pt-1 text-lg font-bold text-neutral-900">{formatPricePerHour(gym.pricePerHour)}</p>
        <ButtonLink to={paths.gymDetails.getHref(gym._id)} className="w-full">
          {t.viewDetails}
          <span className="sr-only"> {t.ofGym({ name: gym.name })}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
