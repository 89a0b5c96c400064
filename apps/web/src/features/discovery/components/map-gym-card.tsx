import type { NearbyGym } from '@gymslot/shared/gym-schemas';
import { formatPricePerHour } from '@gymslot/shared/money';
import { Mail, MapPin, Phone, Users, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { GymPhotoCarousel } from '../../../components/ui/gym-photo-carousel';
import { paths } from '../../../config/paths';
import { formatDistanceKm } from '../../../lib/formatters';
import { countOf } from '../plural';
import { NoSlotsYetNote } from './no-slots-yet-note';
import { RatingStars } from './rating-stars';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hiddenAmenities = gym.amenities.length - amenitiesShown;

  useEffect(() => {
    headingRef.current?.focus();
  }, [gym._id]);

  return (
    <section aria-labelledby="map-gym-card-heading" className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-accent-strong">
          {formatDistanceKm(gym.distance)} {distanceFromYou ? 'away' : 'from the map centre'}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close gym details"
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
          Capacity: {countOf(gym.capacity, 'person', 'people')}
        </p>
      </div>
      {gym.amenities.length > 0 && (
        <ul aria-label="Amenities" className="flex flex-wrap gap-1.5 text-sm">
          {gym.amenities.slice(0, amenitiesShown).map((amenity) => (
            <li key={amenity} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-neutral-900">
              {amenity}
            </li>
          ))}
          {hiddenAmenities > 0 && <li className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-neutral-800">+{hiddenAmenities} more</li>}
        </ul>
      )}
      <NoSlotsYetNote gym={gym} />
      <div className="grid grid-cols-2 gap-2">
        <ButtonLink to={paths.gymDetails.getHref(gym._id)}>Book Now</ButtonLink>
        <ButtonLink to={paths.gymDetails.getHref(gym._id)} variant="secondary">
          View Details
        </ButtonLink>
      </div>
      <ul aria-label="Contact" className="space-y-1 text-sm">
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
