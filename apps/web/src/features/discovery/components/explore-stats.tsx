import { count } from '@nanostores/i18n';
import { Dumbbell, Headset, MapPin } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-explore-stats', {
  cities: count({ one: 'City', other: 'Cities' }),
  partnerGyms: count({ one: 'Partner Gym', other: 'Partner Gyms' }),
  support: 'Support',
});

interface ExploreStatsProps {
  cityCount: number;
  partnerGymCount: number;
}

/** The stats row of spec §2 "Explore": cities, partner gyms and round-the-clock support. */
export function ExploreStats({ cityCount, partnerGymCount }: ExploreStatsProps) {
  const t = useStore(messages);
  return (
    <dl className="grid grid-cols-3 gap-3">
      <Stat Icon={MapPin} value={String(cityCount)} label={t.cities(cityCount)} />
      <Stat Icon={Dumbbell} value={String(partnerGymCount)} label={t.partnerGyms(partnerGymCount)} />
      <Stat Icon={Headset} value="24/7" label={t.support} />
    </dl>
  );
}

function Stat({ Icon, value, label }: { Icon: LucideIcon; value: string; label: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl border border-neutral-200 bg-white px-2 py-4 text-center">
      <Icon aria-hidden="true" className="size-6 text-accent" />
      <dd className="text-2xl font-bold">{value}</dd>
      <dt className="text-sm text-neutral-700">{label}</dt>
    </div>
  );
}
