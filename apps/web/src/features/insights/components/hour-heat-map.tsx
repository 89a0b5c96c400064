import type { BookingsHour } from '@gymslot/shared/insights-schemas';
import { daysOfWeek } from '@gymslot/shared/ist-time';
import { formatShortWeekdayName } from '../../../lib/date-formatters';

/** Shades from none to the busiest hour, light to dark. */
const SHADES = ['bg-neutral-100', 'bg-accent/20', 'bg-accent/45', 'bg-accent/70', 'bg-accent'] as const;

function shadeOf(bookings: number, busiest: number): string {
  if (bookings === 0 || busiest === 0) return SHADES[0];
  return SHADES[Math.max(1, Math.ceil((4 * bookings) / busiest))] ?? SHADES[4];
}

/**
 * Bookings by hour of the week as a 7 × 24 grid of squares. No small chart library draws a heat
 * map, and 168 styled boxes need none; screen readers get the summary and table beside it.
 */
export function HourHeatMap({ hours }: { hours: readonly BookingsHour[] }) {
  const busiest = Math.max(0, ...hours.map((hour) => hour.bookings));
  const columns = { gridTemplateColumns: '2.5rem repeat(24, minmax(0, 1fr))' };
  return (
    <div aria-hidden="true" className="grid max-w-2xl gap-px text-xs text-neutral-700" style={columns}>
      <span />
      {Array.from({ length: 24 }, (_, hour) => (
        <span key={hour} className="text-center">
          {hour % 6 === 0 ? hour : ''}
        </span>
      ))}
      {daysOfWeek.map((day) => (
        <div key={day} className="contents">
          <span className="pr-1 leading-none">{formatShortWeekdayName(day)}</span>
          {hours
            .filter((hour) => hour.dayOfWeek === day)
            .map((hour) => (
              <span key={hour.hour} className={`aspect-square rounded-[2px] ${shadeOf(hour.bookings, busiest)}`} />
            ))}
        </div>
      ))}
    </div>
  );
}
