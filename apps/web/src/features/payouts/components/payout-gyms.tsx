import type { PayoutGym } from '@gymslot/shared/payout-schemas';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useStore } from '../../../i18n/use-store';
import { payoutGymsMessages } from '../payouts-messages';

/** §8.12: each gym, paid through GymSlot (a Razorpay Route account is set) or outside GymSlot (none). */
export function PayoutGyms({ gyms }: { gyms: readonly PayoutGym[] }) {
  const t = useStore(payoutGymsMessages);
  if (gyms.length === 0) return null;
  return (
    <section aria-labelledby="payout-gyms-heading" className="rounded-xl border border-neutral-200 bg-white p-4">
      <h2 id="payout-gyms-heading" className="text-lg font-bold">
        {t.heading}
      </h2>
      <ul className="mt-3 divide-y divide-neutral-200">
        {gyms.map((gym) => (
          <li key={gym.gymId} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <span className="font-semibold break-words">{gym.gymName}</span>
            <span className="flex flex-col gap-1 sm:items-end">
              <StatusBadge tone={gym.paidThroughGymSlot ? 'success' : 'ended'}>
                {gym.paidThroughGymSlot ? t.throughGymSlot : t.outsideGymSlot}
              </StatusBadge>
              <span className="text-sm text-neutral-700">{gym.paidThroughGymSlot ? t.throughHint : t.outsideHint}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
