import { daysOfWeek } from '@gymslot/shared/ist-time';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoursTable, OccupancyTable, RevenueTable } from './insights-tables';

/** Each body row's cells as text, the row's header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('insights tables', () => {
  it('lists revenue per day under a caption, in rupees', () => {
    render(
      <RevenueTable
        days={[
          { date: '2026-11-21', amount: 597 },
          { date: '2026-11-22', amount: 0 },
          { date: '2026-11-23', amount: 125000.5 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Revenue by day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Revenue']);
    expect(rowsOf(table)).toEqual([
      ['Sat, 21 Nov 2026', '₹597'],
      ['Sun, 22 Nov 2026', '₹0'],
      ['Mon, 23 Nov 2026', '₹1,25,000.50'],
    ]);
  });

  it('lists only the hours of the week that had bookings, by weekday and start time', () => {
    const hours = daysOfWeek.flatMap((dayOfWeek) =>
      Array.from({ length: 24 }, (_, hour) => ({
        dayOfWeek,
        hour,
        bookings: (dayOfWeek === 'Saturday' && hour === 7 ? 3 : 0) + (dayOfWeek === 'Monday' && hour === 18 ? 12 : 0),
      })),
    );
    render(<HoursTable hours={hours} />);
    const table = screen.getByRole('table', { name: 'Bookings by weekday and hour (hours without bookings left out)' });
    expect(rowsOf(table)).toEqual([
      ['Monday 06:00 PM', '12'],
      ['Saturday 07:00 AM', '3'],
    ]);
  });

  it('gives occupancy as booked of offered places and a percentage, a dash on a closed day', () => {
    render(
      <OccupancyTable
        days={[
          { date: '2026-11-21', booked: 30, capacity: 120 },
          { date: '2026-11-22', booked: 0, capacity: 0 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Occupancy by day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Booked', 'Places offered', 'Occupancy']);
    expect(rowsOf(table)).toEqual([
      ['Sat, 21 Nov 2026', '30', '120', '25%'],
      ['Sun, 22 Nov 2026', '0', '0', '–'],
    ]);
  });

  it('folds each table away under "Show as table"', () => {
    render(<RevenueTable days={[{ date: '2026-11-21', amount: 1 }]} />);
    const details = screen.getByText('Show as table').closest('details');
    expect(details).not.toHaveAttribute('open');
  });
});
