import type { NearbyGym } from '@gymslot/shared/gym-schemas';
import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { formatPricePerHour } from '../../../lib/formatters';
import { Mail, MapPin, Phone, Users, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { GymPhotoCarousel } from '../../../components/ui/gym-photo-carousel';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { formatDistanceKm } from '../../../lib/formatters';
import { NoSlotsYetNote } from './no-slots-yet-note';
import { RatingStars } from './rating-stars';

const messages = i18n('discovery-map-gym-card', {
  away: params('{distance} away'),
  fromMapCentre: params('{distance} from the map centre'),
  close: 'Close gym details',
  capacity: count({ one: 'Capacity: {count} person', other: 'Capacity: {count} people' }),
  amenities: 'Amenities',
  more: params('+{count} more'),
  bookNow: 'Book Now',
  viewDetails: 'View Details',
  contact: 'Contact',
});

const amenitiesShown = 3;
/** The card sits under the map (max-w-6xl, px-4), or in its 1fr column from lg; less its border and p-4. */
const mapCardPhotoSizes = '(min-width: 1024px) 334px, calc(100vw - 66px)';

interface MapGymCardProps {
  gym: NearbyGym;
  /** False when the map shows the default place, not the person's: the distance is then from the map's centre. */
  distanceFromYou: boolean;
  onClose: () => void;
}

/** The gym behind a tapped marker (spec §2 "Map finder"); it takes focus so keyboard users land on it. */
export function MapGymCard({ gym, distanceFromYou, onClose }: MapGymCardProps) {
  const t = useStore(messages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hiddenAmenities = gym.amenities.length - amenitiesShown;

  useEffect(() => {
    headingRef.current?.focus();
  }, [gym._id]);

  return (
    <section aria-labelledby="map-gym-card-heading" className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-accent-strong">
          {(distanceFromYou ? t.away : t.fromMapCentre)({ distance: formatDistanceKm(gym.distance) })}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="-my-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <GymPhotoCarousel gym={gym} sizes={mapCardPhotoSizes} />
      <h2 id="map-gym-card-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {gym.name}
      </h2>
      <RatingStars averageRating={gym.averageRating} totalRatings={gym.totalRatings} />
      <p className="flex items-start gap-1.5 text-sm text-neutral-800">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {gym.address}, {gym.city}
        </span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-bold">{formatPricePerHour(gym.pricePerHour)}</p>
        <p className="flex items-center gap-1.5 text-sm text-neutral-800">
          <Users aria-hidden="true" className="size-4" />
          {t.capacity(gym.capacity)}
        </p>
      </div>
      {gym.amenities.length > 0 && (
        <ul aria-label={t.amenities} className="flex flex-wrap gap-1.5 text-sm">
          {gym.amenities.slice(0, amenitiesShown).map((amenity) => (
            <li key={amenity} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-neutral-900">
              {amenity}
            </li>
          ))}
          {hiddenAmenities > 0 && <li className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-neutral-800">{t.more({ count: hiddenAmenities })}</li>}
        </ul>
      )}
      <NoSlotsYetNote gym={gym} />
      <div className="grid grid-cols-2 gap-2">
        <ButtonLink to={paths.gymDetails.getHref(gym._id)}>{t.bookNow}</ButtonLink>
        <ButtonLink to={paths.gymDetails.getHref(gym._id)} variant="secondary">
          {t.viewDetails}
        </ButtonLink>
      </div>
      <ul aria-label={t.contact} className="space-y-1 text-sm">
        <li className="flex items-center gap-1.5">
          <Phone aria-hidden="true" className="size-4 text-neutral-600" />
          <a href={`tel:${gym.contactNumber}`} className="text-accent-strong underline-offset-4 hover:underline">
            {gym.contactNumber}
          </a>
        </li>
        <li className="flex items-center gap-1.5">
          <Mail aria-hidden="true" className="size-4 text-neutral-600" />
          <a href={`mailto:${gym.email}`} className="break-all text-accent-strong underline-offset-4 hover:underline">
            {gym.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
