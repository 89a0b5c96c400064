import { formatPricePerHour } from '../../../lib/formatters';
import type { GymBookingStats } from '@gymslot/shared/owner-schemas';
import { CalendarDays, CalendarRange, Eye, IndianRupee, MapPin, Pencil, Phone, SlidersHorizontal, UsersRound } from 'lucide-react';
import { GymActionLink } from '../../../components/ui/gym-action-link';
import { GymPhotoCarousel } from '../../../components/ui/gym-photo-carousel';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { orNotAvailable } from '../../../lib/or-not-available';
import type { OwnerGym } from '../../my-gyms/api/get-my-gyms';
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
  const ofGym = t.ofGym({ gym: gym.name });
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
        <GymActionLink to={paths.ownerEditGym.getHref(gym._id)} Icon={Pencil} label={t.editGym} ofGym={ofGym} />
        <GymActionLink to={paths.ownerPriceBands.getHref(gym._id)} Icon={IndianRupee} label={t.prices} ofGym={ofGym} />
        {/* §8.12: places per slot, days ahead, notice and closed hours. */}
        <GymActionLink to={paths.ownerSelling.getHref(gym._id)} Icon={SlidersHorizontal} label={t.selling} ofGym={ofGym} />
        {/* §8.12: the gym as members see it. */}
        <GymActionLink to={paths.gymDetails.getHref(gym._id)} Icon={Eye} label={t.viewPublicPage} ofGym={ofGym} />
        {/* §8.12: who works its front desk. */}
        <GymActionLink to={paths.ownerGymStaff.getHref(gym._id)} Icon={UsersRound} label={t.staff} ofGym={ofGym} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <GymActionLink
            to={paths.ownerGymAvailability.getHref(gym._id)}
            Icon={CalendarDays}
            label={t.viewAllAvailability}
            ofGym={ofGym}
            className="flex-1"
          />
          <GymActionLink
            to={paths.recurringAvailability.getHref(gym._id)}
            Icon={CalendarRange}
            label={t.setWeeklyAvailability}
            ofGym={ofGym}
            variant="primary"
            className="flex-1"
          />
        </div>
      </div>
      <OwnerGymReviews gymId={gym._id} gymName={gym.name} />
    </article>
  );
}
