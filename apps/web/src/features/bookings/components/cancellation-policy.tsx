import { params } from '@gymslot/shared/message-params';
import { Info } from 'lucide-react';
import { CANCELLATION_CUTOFF_HOURS } from '@gymslot/shared/booking-rules';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';

// In English this is CANCELLATION_POLICY of @gymslot/shared/booking-rules word for word (the server
// quotes it when it refuses a late cancellation).
const messages = i18n('bookings-cancellation-policy', {
  policy: params(
    'Bookings can be cancelled up to {hours} hours before the slot starts, with a full refund. Later cancellations are not possible.',
  ),
});

export function CancellationPolicy() {
  const t = useStore(messages);
  return (
    <p className="flex items-start gap-2 text-sm text-neutral-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
      <span>{t.policy({ hours: CANCELLATION_CUTOFF_HOURS })}</span>
    </p>
  );
}
