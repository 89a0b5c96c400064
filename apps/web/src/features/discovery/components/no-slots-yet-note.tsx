import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { CalendarOff } from 'lucide-react';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

const messages = i18n('discovery-no-slots-yet', {
  noSlotsYet: 'No slots yet',
});

/** On a gym card, for a gym that has published no opening hours: it cannot be booked yet. */
export function NoSlotsYetNote({ gym }: { gym: Pick<PublicGym, 'hasOpeningHours'> }) {
  const t = useStore(messages);
  if (gym.hasOpeningHours !== false) return null;
  return (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900">
      <CalendarOff aria-hidden="true" className="size-4" />
      {t.noSlotsYet}
    </p>
  );
}
