import { formatPricePerHour } from '../../../lib/formatters';
import type { GymBookingStats } from '@gymslot/shared/owner-schemas';
import { CalendarDays, CalendarRange, IndianRupee, MapPin, Pencil, Phone } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { GymPhotoCarousel } from '../../../components/ui/gym-photo-carousel';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { orNotAvailable } from '../../../lib/or-not-available';
import type { OwnerGym } from '../api/get-my-gyms';
import { BookingStatsList } from './booking-stats-list';
import { GymImageEditor } from './gym-image-editor';
import { OwnerGymReviews } from './owner-gym-reviews';
import { ownerDashboardMessages } from '../owner-messages';

/** The dashboard (max-w-5xl, px-4) has one column, two from lg (gap-6); less the card's border and p-4. */
const ownerCardPhotoSizes = '(min-width: 1024px) 450px, calc(100vw - 66px)';

interface OwnerGymCardProps {
  gym: OwnerGym;
  stats: GymBookingStats;
}

/** One of the owner's gyms on the dashboard: pictures, details, its own figures and its tools. */
export function OwnerGymCard({ gym, stats }: OwnerGymCardProps) {
  const t = useStore(ownerDashboardMessages);
  return (
    <article className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4">
      <GymPhotoCarousel gym={gym} sizes={ownerCardPhotoSizes} />
      <div className="space-y-1">
        <h2 className="text-xl font-bold">{gym.name}</h2>
        <p className="flex items-start gap-1.5 text-neutral-700">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            {gym.address}, {gym.city}
          </span>
        </p>
        <p className="text-lg font-bold">{formatPricePerHour(gym.pricePerHour)}</p>
        <p className="flex items-center gap-1.5 text-neutral-700">
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span>{t.contact({ phone: orNotAvailable(gym.contactNumber) })}</span>
        </p>
      </div>
      <BookingStatsList stats={stats} label={t.gymFigures({ gym: gym.name })} compact />
      <GymImageEditor gym={gym} />
      <div className="space-y-2">
        <ButtonLink to={paths.ownerEditGym.getHref(gym._id)} variant="secondary" className="w-full">
          <Pencil aria-hidden="true" className="size-4" />
          {t.editGym}
          <span className="sr-only">{t.ofGym({ gym: gym.name })}</span>
        </ButtonLink>
        <ButtonLink to={paths.ownerPriceBands.getHref(gym._id)} variant="secondary" className="w-full">
          <IndianRupee aria-hidden="true" className="size-4" />
          {t.prices}
          <span className="sr-only">{t.ofGym({ gym: gym.name })}</span>
        </ButtonLink>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.ownerGymAvailability.getHref(gym._id)} variant="secondary" className="flex-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t.viewAllAvailability}
            <span className="sr-only">{t.ofGym({ gym: gym.name })}</span>
          </ButtonLink>
          <ButtonLink to={paths.recurringAvailability.getHref(gym._id)} className="flex-1">
            <CalendarRange aria-hidden="true" className="size-4" />
            {t.setWeeklyAvailability}
            <span className="sr-only">{t.ofGym({ gym: gym.name })}</span>
          </ButtonLink>
        </div>
      </div>
      <OwnerGymReviews gymId={gym._id} gymName={gym.name} />
    </article>
  );
}
