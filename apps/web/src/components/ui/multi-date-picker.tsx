import { dayOfWeekOf } from '@gymslot/shared/ist-time';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { DayButton as LibraryDayButton, DayPicker } from 'react-day-picker';
import type { ChevronProps, DayButtonProps, Formatters, Labels } from 'react-day-picker';
import { i18n } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { useStore } from '../../i18n/use-store';
import { formatLongCalendarDate, formatMonthTitle, formatShortWeekdayName, formatWeekdayName } from '../../lib/date-formatters';
import { calendarDateOf, localDateOf } from './local-calendar-date';

export interface MultiDatePickerProps {
  /** Names the calendar, e.g. 'Dates'. */
  label: string;
  /** Chosen days as YYYY-MM-DD (IST calendar dates). */
  selectedDates: readonly string[];
  onToggleDate: (date: string) => void;
  /** Today in India (YYYY-MM-DD): earlier days are disabled and earlier months unreachable. */
  minDate: string;
  /** The last day that can be chosen (YYYY-MM-DD), if any: later days are disabled and later months unreachable. */
  maxDate?: string;
}

const messages = i18n('ui-multi-date-picker', {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
});

// Names come from the app's own date tables (lib/date-formatters.ts), in the language shown, not from
// the library's English ones: day buttons read 'Saturday, 21 November 2026', weekday headers 'Mon'
// (read out as 'Monday'), the caption and the grid 'November 2026'.
const shortWeekdayOf = (date: Date) => formatShortWeekdayName(dayOfWeekOf(calendarDateOf(date)));
const monthTitleOf = (month: Date) => formatMonthTitle(calendarDateOf(month).slice(0, 7));

const dateLabels: Partial<Labels> = {
  labelDayButton: (date) => formatLongCalendarDate(calendarDateOf(date)),
  labelWeekday: (weekday) => formatWeekdayName(dayOfWeekOf(calendarDateOf(weekday))),
  labelGrid: monthTitleOf,
};
const formatters: Partial<Formatters> = {
  formatWeekdayName: shortWeekdayOf,
  formatCaption: monthTitleOf,
};

const navButtonStyle =
  'inline-flex size-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

const classNames = {
  root: 'relative',
  months: 'relative',
  month: 'space-y-2',
  nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
  button_previous: navButtonStyle,
  button_next: navButtonStyle,
  month_caption: 'flex h-11 items-center justify-center',
  caption_label: 'font-semibold',
  month_grid: 'w-full table-fixed border-collapse text-center',
  weekday: 'pb-1 text-xs font-semibold text-neutral-700',
  day: 'p-0.5',
};

const dayButtonStyle = 'h-11 w-full rounded-lg text-sm disabled:cursor-not-allowed';
const selectedDayStyle = 'bg-accent-strong font-bold text-white hover:bg-accent-stronger';
const openDayStyle = 'text-neutral-900 hover:bg-accent-soft disabled:text-neutral-400 disabled:line-through disabled:hover:bg-transparent';

/**
 * Several days chosen on a month grid, weeks starting on Monday (react-day-picker, mode="multiple").
 * The library gives the grid keyboard (arrows, Home/End, PageUp/PageDown, one day in the tab order);
 * this wrapper keeps the app's YYYY-MM-DD dates and its look. Load it only on the pages that use it.
 */
export function MultiDatePicker({ label, selectedDates, onToggleDate, minDate, maxDate }: MultiDatePickerProps) {
  const t = useStore(messages);
  const language = useStore(locale);
  const labelId = useId();
  const firstDay = localDateOf(minDate);
  const lastDay = maxDate === undefined ? undefined : localDateOf(maxDate);
  const labels: Partial<Labels> = { ...dateLabels, labelPrevious: () => t.previousMonth, labelNext: () => t.nextMonth };
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2 rounded-xl border border-neutral-200 bg-white p-3">
      <p id={labelId} className="text-sm font-medium text-neutral-800">
        {label}
      </p>
      <DayPicker
        mode="multiple"
        lang={language}
        selected={selectedDates.map(localDateOf)}
        onSelect={(_dates, triggerDate) => onToggleDate(calendarDateOf(triggerDate))}
        weekStartsOn={1}
        today={firstDay}
        defaultMonth={firstDay}
        startMonth={firstDay}
        endMonth={lastDay}
        disabled={lastDay === undefined ? { before: firstDay } : [{ before: firstDay }, { after: lastDay }]}
        labels={labels}
        formatters={formatters}
        classNames={classNames}
        components={{ Chevron, DayButton }}
      />
    </div>
  );
}

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className="size-5" />;
}

/** The library's day button (it moves the focus), styled, plus aria-pressed: each day is a toggle. */
function DayButton(props: DayButtonProps) {
  const selected = Boolean(props.modifiers.selected);
  return <LibraryDayButton {...props} aria-pressed={selected} className={`${dayButtonStyle} ${selected ? selectedDayStyle : openDayStyle}`} />;
}
