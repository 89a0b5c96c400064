import { formatRupees } from '@gymslot/shared/money';
import type { GymBookingStats } from '@gymslot/shared/owner-schemas';
import { useStore } from '../../../i18n/use-store';
import { ownerStatsMessages } from '../owner-messages';

interface BookingStatsListProps {
  stats: GymBookingStats;
  /** Names the figures for screen readers, e.g. 'Booking figures for Iron Temple'. */
  label: string;
  compact?: boolean;
}

/** Total, verified, pending and revenue, as four tiles. */
export function BookingStatsList({ stats, label, compact = false }: BookingStatsListProps) {
  const t = useStore(ownerStatsMessages);
  const tiles = [
    { term: t.totalBookings, value: String(stats.totalBookings), tone: 'text-neutral-900' },
    { term: t.verified, value: String(stats.verifiedBookings), tone: 'text-green-800' },
    { term: t.pending, value: String(stats.pendingBookings), tone: 'text-amber-900' },
    // Front-desk staff (§8.12) get no revenue: no tile then.
    ...(stats.revenue === undefined ? [] : [{ term: t.revenue, value: formatRupees(stats.revenue), tone: 'text-accent-strong' }]),
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.term} className={`rounded-xl border border-neutral-200 bg-white ${compact ? 'p-2' : 'p-4'}`}>
          <dt className="text-sm text-neutral-700">{tile.term}</dt>
          <dd className={`font-bold ${tile.tone} ${compact ? 'text-lg' : 'text-2xl'}`}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
