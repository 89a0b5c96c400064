import { formatPricePerHour } from '../../../lib/formatters';
import type { ManagedGym } from '@gymslot/shared/owner-schemas';
import { CalendarDays, ChartColumn, IndianRupee, MapPin, Pencil, UserRound } from 'lucide-react';
import { GymActionLink } from '../../../components/ui/gym-action-link';
import { GymPhotoCarousel } from '../../../components/ui/gym-photo-carousel';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { orNotAvailable } from '../../../lib/or-not-available';
import { adminMessages } from '../admin-messages';

type AdminGym = Pick<ManagedGym, '_id' | 'name' | 'imageUrls' | 'imageSources' | 'city' | 'address' | 'pricePerHour'> & {
  /** Missing for a gym whose owner account is gone; the card then shows N/A. */
  ownerId?: Partial<ManagedGym['ownerId']> | null;
};

/** The dashboard's gym grid (max-w-6xl, px-4; 1, 2 from sm, 3 from lg columns, gap-4), less the card's border and p-3. */
const adminCardPhotoSizes = '(min-width: 1024px) 337px, (min-width: 640px) calc(50vw - 50px), calc(100vw - 58px)';

/** One registered gym (spec §2 "Admin dashboard"): photos, place, owner, price and its availability. */
export function AdminGymCard({ gym }: { gym: AdminGym }) {
  const t = useStore(adminMessages);
  const ofGym = t.ofGym({ name: gym.name });
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-3">
      <GymPhotoCarousel gym={gym} sizes={adminCardPhotoSizes} />
      <div className="flex flex-1 flex-col gap-1.5 px-1">
        <h3 className="text-lg font-bold">{gym.name}</h3>
        <p className="text-sm font-semibold text-neutral-800">{gym.city}</p>
        <p className="flex items-start gap-1.5 text-sm text-neutral-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{gym.address}</span>
        </p>
        <p className="flex items-start gap-1.5 text-sm text-neutral-700">
          <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t.owner({ name: orNotAvailable(gym.ownerId?.name), email: orNotAvailable(gym.ownerId?.email) })}</span>
        </p>
        <p className="mt-auto pt-1 text-lg font-bold">{formatPricePerHour(gym.pricePerHour)}</p>
      </div>
      <div className="flex flex-col gap-2">
        <GymActionLink to={paths.adminEditGym.getHref(gym._id)} Icon={Pencil} label={t.editGym} ofGym={ofGym} />
        <GymActionLink to={paths.adminPriceBands.getHref(gym._id)} Icon={IndianRupee} label={t.prices} ofGym={ofGym} />
        <GymActionLink to={paths.adminGymAvailability.getHref(gym._id)} Icon={CalendarDays} label={t.viewAvailability} ofGym={ofGym} />
        <GymActionLink to={paths.adminGymInsights.getHref(gym._id)} Icon={ChartColumn} label={t.insights} ofGym={ofGym} />
      </div>
    </article>
  );
}
