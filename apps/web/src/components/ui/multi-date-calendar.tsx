import { daysOfWeek } from '@gymslot/shared/ist-time';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { dateAfterKey, dayLabel, monthOf, monthTitle, monthWeeks, shiftMonth } from './calendar-month';

interface MultiDateCalendarProps {
  /** Names the calendar, e.g. 'Dates'. */
  label: string;
  selectedDates: readonly string[];
  onToggleDate: (date: string) => void;
  /** The first day that can be chosen (YYYY-MM-DD); earlier days are disabled. */
  minDate: string;
}

/**
 * A month grid for choosing several days, weeks starting on Monday. Each day is a toggle button
 * (aria-pressed); the arrow keys, Home/End and PageUp/PageDown move between days, as in the
 * WAI-ARIA date picker, so only one day sits in the tab order.
 */
export function MultiDateCalendar({ label, selectedDates, onToggleDate, minDate }: MultiDateCalendarProps) {
  const labelId = useId();
  const monthTitleId = useId();
  const earliestMonth = monthOf(minDate);
  const [visibleMonth, setVisibleMonth] = useState(earliestMonth);
  const [focusDate, setFocusDate] = useState(minDate);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusAfterRender = useRef(false);

  const firstChoosable = visibleMonth === earliestMonth ? minDate : `${visibleMonth}-01`;
  const tabbableDate = monthOf(focusDate) === visibleMonth && focusDate >= minDate ? focusDate : firstChoosable;

  useEffect(() => {
    if (!moveFocusAfterRender.current) return;
    moveFocusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  function handleDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const target = dateAfterKey(date, event.key);
    if (target === null) return;
    event.preventDefault();
    const allowed = target < minDate ? minDate : target;
    moveFocusAfterRender.current = true;
    setFocusDate(allowed);
    setVisibleMonth(monthOf(allowed));
  }

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3">
      <p id={labelId} className="text-sm font-medium text-neutral-800">
        {label}
      </p>
      <div className="flex items-center justify-between gap-2">
        <MonthButton direction="previous" disabled={visibleMonth <= earliestMonth} onClick={() => setVisibleMonth(shiftMonth(visibleMonth, -1))} />
        <p id={monthTitleId} aria-live="polite" className="font-semibold">
          {monthTitle(visibleMonth)}
        </p>
        <MonthButton direction="next" onClick={() => setVisibleMonth(shiftMonth(visibleMonth, 1))} />
      </div>
      <table ref={gridRef} aria-labelledby={monthTitleId} className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {daysOfWeek.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-semibold text-neutral-700">
                <abbr title={day} className="no-underline">
                  {day.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(visibleMonth).map((week) => (
            <tr key={week.find((date) => date !== null)}>
              {week.map((date, column) => (
                <td key={date ?? `blank-${column}`} className="p-0.5">
                  {date !== null && (
                    <DayButton
                      date={date}
                      selected={selectedDates.includes(date)}
                      disabled={date < minDate}
                      tabbable={date === tabbableDate}
                      onToggle={onToggleDate}
                      onKeyDown={handleDayKeyDown}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  selected: boolean;
  disabled: boolean;
  tabbable: boolean;
  onToggle: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}

function DayButton({ date, selected, disabled, tabbable, onToggle, onKeyDown }: DayButtonProps) {
  const stateStyle = selected
    ? 'bg-accent-strong font-bold text-white hover:bg-accent-stronger'
    : 'text-neutral-900 hover:bg-accent-soft disabled:text-neutral-400 disabled:line-through disabled:hover:bg-transparent';
  return (
    <button
      type="button"
      data-date={date}
      aria-label={dayLabel(date)}
      aria-pressed={selected}
      disabled={disabled}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onToggle(date)}
      onKeyDown={(event) => onKeyDown(event, date)}
      className={`h-11 w-full rounded-lg text-sm disabled:cursor-not-allowed ${stateStyle}`}
    >
      {Number(date.slice(8, 10))}
    </button>
  );
}

function MonthButton({ direction, disabled, onClick }: { direction: 'previous' | 'next'; disabled?: boolean; onClick: () => void }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'previous' ? 'Previous month' : 'Next month'}
      className="inline-flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
