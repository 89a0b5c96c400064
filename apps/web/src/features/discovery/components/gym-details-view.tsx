import { gymDetailsPhotoSizes } from '@gymslot/shared/gym-photos';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { formatPricePerHour } from '../../../lib/formatters';
import { params } from '@gymslot/shared/message-params';
import { Check, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { GymPhotoCarousel } from '../../../components/ui/gym-photo-carousel';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { BookYourSlot } from './book-your-slot';
import { DirectionsLink } from './directions-link';
import { GymReviews } from './gym-reviews';
import { RatingStars } from './rating-stars';
import { ShareGymButton } from './share-gym-button';
import { UsualBusyness } from './usual-busyness';

const messages = i18n('discovery-gym-details', {
  backToCity: params('← Back to gyms in {city}'),
  ownerContact: 'Owner contact:',
  notAvailable: 'N/A',
  aboutHeading: 'About this gym',
  noDescription: 'No description available.',
  amenitiesHeading: 'Amenities',
  noAmenities: 'No amenities listed.',
});

/**
 * Everything spec §2 "Gym details" lists, for a gym that loaded. `gymTeamNote` (§8.12: the gym's
 * owner or staff looking at it) takes the back link's place, and the page offers no booking.
 */
export function GymDetailsView({ gym, gymTeamNote }: { gym: PublicGym; gymTeamNote?: ReactNode }) {
  const t = useStore(messages);
  const ownerPhone = gym.ownerPhoneNumber.trim();
  const description = gym.description.trim();

  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <title>{`${gym.name} | GymSlot`}</title>
      {gymTeamNote ?? (
        <p>
          <TextLink to={paths.cityGyms.getHref(gym.city)}>{t.backToCity({ city: gym.city })}</TextLink>
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <GymPhotoCarousel gym={gym} sizes={gymDetailsPhotoSizes} spacing={10} eagerFirst />
        <div className="space-y-4">
          <h1 className="text-3xl font-bold tracking-tight">{gym.name}</h1>
          <RatingStars averageRating={gym.averageRating} totalRatings={gym.totalRatings} />
          <p className="flex items-start gap-2 text-neutral-800">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>
              {gym.address}, {gym.city}
            </span>
          </p>
          <DirectionsLink target={{ ...gym, address: `${gym.address}, ${gym.city}` }} />
          <ShareGymButton gym={gym} />
          <p className="text-2xl font-bold">{formatPricePerHour(gym.pricePerHour)}</p>
          <p className="flex items-center gap-2 text-neutral-800">
            <Phone aria-hidden="true" className="size-5 shrink-0 text-accent" />
            <span>
              {t.ownerContact}{' '}
              {ownerPhone === '' ? (
                t.notAvailable
              ) : (
                <a href={`tel:${ownerPhone}`} className="font-semibold text-accent-strong underline-offset-4 hover:underline">
                  {ownerPhone}
                </a>
              )}
            </span>
          </p>
        </div>
      </div>
      <section aria-labelledby="gym-about-heading" className="space-y-2">
        <h2 id="gym-about-heading" className="text-xl font-bold">
          {t.aboutHeading}
        </h2>
        <p className="text-neutral-800">{description === '' ? t.noDescription : description}</p>
      </section>
      <section aria-labelledby="gym-amenities-heading" className="space-y-2">
        <h2 id="gym-amenities-heading" className="text-xl font-bold">
          {t.amenitiesHeading}
        </h2>
        {gym.amenities.length === 0 ? (
          <p className="text-neutral-800">{t.noAmenities}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {gym.amenities.map((amenity) => (
              <li key={amenity} className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-sm text-neutral-900">
                <Check aria-hidden="true" className="size-4 text-accent-strong" />
                {amenity}
              </li>
            ))}
          </ul>
        )}
      </section>
      {gymTeamNote === undefined && (
        <BookYourSlot gymId={gym._id} gymPricePerHour={gym.pricePerHour} hasOpeningHours={gym.hasOpeningHours !== false} />
      )}
      <UsualBusyness gymId={gym._id} />
      <GymReviews gymId={gym._id} />
    </article>
  );
}
