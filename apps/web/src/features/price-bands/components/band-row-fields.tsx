import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { friendlyServerText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { formatWeekdayName } from '../../../lib/date-formatters';
import { daysOfWeek, endTimes, MIDNIGHT, startTimes, type BandRow } from '../band-rows';
import { priceBandProblemMessages, priceBandsMessages } from '../price-bands-messages';

interface BandRowFieldsProps {
  row: BandRow;
  /** 1-based, as the server names it in 'Band n: …'. */
  number: number;
  problems: readonly string[];
  onChange: (row: BandRow) => void;
  onRemove: () => void;
}

/** One band: its weekday, its hours and its price, with the server's problems with it underneath. */
export function BandRowFields({ row, number, problems, onChange, onRemove }: BandRowFieldsProps) {
  const t = useStore(priceBandsMessages);
  const problemTexts = useStore(priceBandProblemMessages);
  const problemsId = useId();
  const dayOptions = daysOfWeek.map((day) => ({ value: day, label: formatWeekdayName(day) }));
  const startOptions = startTimes.map((time) => ({ value: time, label: time }));
  const endOptions = endTimes.map((time) => ({ value: time, label: time === MIDNIGHT ? t.midnight : time }));
  return (
    <fieldset
      className={`space-y-3 rounded-2xl border bg-white p-4 ${problems.length > 0 ? 'border-red-300' : 'border-neutral-200'}`}
      aria-describedby={problems.length > 0 ? problemsId : undefined}
    >
      <legend className="px-1 font-bold">{t.bandLegend({ number })}</legend>
      <div className="grid gap-3 sm:grid-cols-[1.3fr_1fr_1fr_1fr_auto] sm:items-end">
        <SelectField label={t.day} value={row.dayOfWeek} options={dayOptions} onChange={(dayOfWeek) => onChange({ ...row, dayOfWeek })} />
        <SelectField label={t.from} value={row.startTime} options={startOptions} onChange={(startTime) => onChange({ ...row, startTime })} />
        <SelectField label={t.until} value={row.endTime} options={endOptions} onChange={(endTime) => onChange({ ...row, endTime })} />
        <TextField
          label={t.price}
          inputMode="decimal"
          value={row.price}
          onChange={(event) => onChange({ ...row, price: event.target.value })}
          aria-invalid={problems.length > 0 || undefined}
        />
        <Button variant="danger" onClick={onRemove} aria-label={t.removeBand({ number })}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t.remove}</span>
        </Button>
      </div>
      {problems.length > 0 && (
        <ul id={problemsId} className="list-disc space-y-1 pl-5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{friendlyServerText(problem, problemTexts)}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
