import { Trash2 } from 'lucide-react';
import type { Closure } from '@gymslot/shared/selling-schemas';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { closuresMessages } from '../selling-messages';

interface ClosuresListProps {
  closures: readonly Closure[];
  /** The closure whose deletion is running, if one is. */
  removingId: string | undefined;
  onRemove: (closure: Closure) => void;
}

/** The gym's closed hours from today on, each with its Delete. */
export function ClosuresList({ closures, removingId, onRemove }: ClosuresListProps) {
  const t = useStore(closuresMessages);
  if (closures.length === 0) return <p className="text-neutral-700">{t.none}</p>;
  return (
    <ul aria-label={t.listCaption} className="space-y-2">
      {closures.map((closure) => {
        const date = formatCalendarDate(closure.date);
        const hours = { from: closure.startTime, to: closure.endTime };
        const span = `${hours.from} – ${hours.to}`;
        return (
          <li key={closure._id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white p-3">
            <div className="min-w-0">
              <p className="font-semibold">
                {date} · {span}
              </p>
              <p className="break-words text-neutral-700">{closure.reason}</p>
            </div>
            <Button
              variant="secondary"
              pending={removingId === closure._id}
              onClick={() => onRemove(closure)}
              aria-label={t.removeLabel({ date, ...hours })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t.remove}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
