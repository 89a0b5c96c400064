import { normalizeTimeOfDay } from '@gymslot/shared/time-of-day';
import { formatPricePerHour } from '../../../lib/formatters';
import { useGymSlotsQuery } from '../../discovery/api/get-gym-slots';

interface SlotPriceRowProps {
  label: string;
  gymId: string;
  gymPricePerHour: number;
  date: string;
  timeSlot: string;
}

/**
 * The price of the slot being booked (§8.7): its own, from the slot list the gym page read (the same
 * query, so usually no new request); the gym's price until that list answers or when the slot is not in it.
 */
export function SlotPriceRow({ label, gymId, gymPricePerHour, date, timeSlot }: SlotPriceRowProps) {
  const slots = useGymSlotsQuery(gymId, date === '' ? null : date);
  const time = normalizeTimeOfDay(timeSlot);
  const slot = slots.data?.find((each) => normalizeTimeOfDay(each.time) === time);
  return (
    <p className="flex items-baseline justify-between gap-4">
      <span className="text-neutral-700">{label}</span>
      <span className="text-xl font-bold">{formatPricePerHour(slot?.pricePerHour ?? gymPricePerHour)}</span>
    </p>
  );
}
