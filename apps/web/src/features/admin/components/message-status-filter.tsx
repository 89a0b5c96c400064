import type { MessageStatus } from '@gymslot/shared/admin-message-schemas';
import { useStore } from '../../../i18n/use-store';
import { messageStatusFilters } from '../hooks/use-message-status-param';
import { messageOutboxTexts } from '../message-outbox-texts';

interface MessageStatusFilterProps {
  status: MessageStatus | undefined;
  onChange: (status: MessageStatus | undefined) => void;
}

/** All, Queued, Failed, Sent as toggle buttons, one tap each; they wrap rather than scroll on a phone. */
export function MessageStatusFilter({ status, onChange }: MessageStatusFilterProps) {
  const t = useStore(messageOutboxTexts);
  const options = [
    { value: undefined, label: t.all },
    ...messageStatusFilters.map((value) => ({ value, label: t[value] })),
  ];
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
