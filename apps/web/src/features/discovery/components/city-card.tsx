import type { CityStat } from '@gymslot/shared/gym-schemas';
import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { ArrowRight, Flame, MapPin } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-city-card', {
  popular: 'Popular',
  partnerGyms: count({ one: '{count} partner gym', other: '{count} partner gyms' }),
  explore: 'Explore',
  gymsIn: params('gyms in {city}'),
});

export function CityCard({ city }: { city: CityStat }) {
  const t = useStore(messages);
  return (
    <article className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-accent" />
          {city.name}
        </h3>
        {city.popular && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
            <Flame aria-hidden="true" className="size-4" />
            {t.popular}
          </span>
        )}
      </div>
      <p className="mt-2 flex-1 text-neutral-700">{city.description}</p>
      <p className="mt-3 text-sm font-medium text-neutral-800">{t.partnerGyms(city.totalGyms)}</p>
      <ButtonLink to={paths.cityGyms.getHref(city.name)} variant="secondary" className="mt-4">
        {t.explore}
        <span className="sr-only"> {t.gymsIn({ city: city.name })}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </article>
  );
}
