import { Info } from 'lucide-react';
import { CANCELLATION_POLICY } from '@gymslot/shared/booking-rules';

export function CancellationPolicy() {
  return (
    <p className="flex items-start gap-2 text-sm text-neutral-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
      <span>{CANCELLATION_POLICY}</span>
    </p>
  );
}
