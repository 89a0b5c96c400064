import { istDate } from '@gymslot/shared/ist-time';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useStore } from '../../../i18n/use-store';
import { DEFAULT_PRESET_DAYS, INSIGHTS_PRESET_DAYS, presetRange, rangeProblem, type DateRange } from '../insights-range';
import { insightsPageMessages, insightsPresetMessages } from '../insights-messages';

type Choice = `${(typeof INSIGHTS_PRESET_DAYS)[number]}` | 'custom';

interface RangePickerProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/** The last 7, 30, 90 or 365 days, or two dates typed in; a typed range is asked for only once it is valid. */
export function RangePicker({ range, onChange }: RangePickerProps) {
  const t = useStore(insightsPageMessages);
  const presets = useStore(insightsPresetMessages);
  const [choice, setChoice] = useState<Choice>(`${DEFAULT_PRESET_DAYS}`);
  const [typed, setTyped] = useState<DateRange>(range);
  const [problem, setProblem] = useState<string | undefined>();

  function choose(next: Choice) {
    setChoice(next);
    setProblem(undefined);
    if (next !== 'custom') onChange(presetRange(Number(next), new Date()));
    else setTyped(range);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = rangeProblem(typed, istDate(new Date()));
    setProblem(wrong === undefined ? undefined : { order: t.rangeOrder, length: t.rangeLength, window: t.rangeWindow }[wrong]);
    if (!wrong) onChange(typed);
  }

  const options = [
    ...INSIGHTS_PRESET_DAYS.map((days) => ({ value: `${days}` as Choice, label: presets.last(days) })),
    { value: 'custom' as Choice, label: presets.custom },
  ];
  return (
    <div className="space-y-3">
      <SelectField label={t.range} value={choice} options={options} onChange={choose} />
      {choice === 'custom' && (
        <form onSubmit={submit} noValidate className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <TextField label={t.from} type="date" value={typed.from} onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
          <TextField label={t.to} type="date" value={typed.to} onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
          <Button type="submit" className="col-span-2 sm:col-span-1">
            {t.show}
          </Button>
          {problem && (
            <p role="alert" className="col-span-2 text-sm text-red-800 sm:col-span-3">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
