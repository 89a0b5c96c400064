import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { gymPhotos } from '@gymslot/shared/gym-photos';
import { MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { formatPricePerHour } from '../../../lib/formatters';
import gymPlaceholder from '../../../assets/gym-placeholder.svg';
import { NoSlotsYetNote } from './no-slots-yet-note';
import { RatingStars } from './rating-stars';

const messages = i18n('discovery-explore-gym-card', {
  noDescription: 'No description provided.',
});

const previewLength = 100;
/** The thumbnail's own width: w-28, sm:w-36. */
const thumbnailSizes = '(min-width: 640px) 144px, 112px';

/** Spec §9: the first 100 characters, or 'No description provided.'. */
function descriptionPreview(description: string, noDescription: string): string {
  const text = description.trim();
  if (text === '') return noDescription;
  return text.length > previewLength ? `${text.slice(0, previewLength).trimEnd()}…` : text;
}

/** A gym that matches the Explore search, with its price per hour; the whole card links to its details. */
export function ExploreGymCard({ gym }: { gym: PublicGym }) {
  const t = useStore(messages);
  const [cover] = gymPhotos(gym);
  return (
    <Link
      to={paths.gymDetails.getHref(gym._id)}
      className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-3 hover:border-accent"
    >
      {/* Decorative: the link already names the gym. */}
      <img
        src={cover?.src ?? gymPlaceholder}
        srcSet={cover?.srcSet}
        sizes={cover?.srcSet ? thumbnailSizes : undefined}
        alt=""
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-28 shrink-0 rounded-lg bg-neutral-100 object-cover sm:w-36"
      />
      <div className="min-w-0">
        <h3 className="font-semibold text-neutral-900">{gym.name}</h3>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-neutral-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {gym.city}
        </p>
        <div className="mt-0.5">
          <RatingStars averageRating={gym.averageRating} totalRatings={gym.totalRatings} />
        </div>
        <p className="mt-1 font-semibold text-neutral-900">{formatPricePerHour(gym.pricePerHour)}</p>
        <p className="mt-1 text-sm text-neutral-700">{descriptionPreview(gym.description, t.noDescription)}</p>
        <div className="mt-1">
          <NoSlotsYetNote gym={gym} />
        </div>
      </div>
    </Link>
  );
}
