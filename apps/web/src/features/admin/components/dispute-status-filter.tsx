import type { DisputeStatus } from '@gymslot/shared/dispute-schemas';
import { useStore } from '../../../i18n/use-store';
import { disputeStatusFilters, disputeStatusLabels } from '../dispute-statuses';
import { disputeTexts } from '../dispute-texts';

interface DisputeStatusFilterProps {
  status: DisputeStatus | undefined;
  onChange: (status: DisputeStatus | undefined) => void;
}

/** All and each of Razorpay's statuses as toggle buttons, one tap each; they wrap rather than scroll on a phone. */
export function DisputeStatusFilter({ status, onChange }: DisputeStatusFilterProps) {
  const t = useStore(disputeTexts);
  const options = [{ value: undefined, label: t.all }, ...disputeStatusFilters.map((value) => ({ value, label: t[disputeStatusLabels[value]] }))];
  return (
    <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          aria-pressed={status === option.value}
          onClick={() => onChange(option.value)}
          className="min-h-11 rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-900 transition-colors hover:bg-neutral-100 aria-pressed:border-accent-strong aria-pressed:bg-accent-strong aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
