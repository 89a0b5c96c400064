import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusyHoursChart, hourLabel } from './busy-hours-chart';

const hours = [6, 7, 8, 12, 19].map((hour, index) => ({ dayOfWeek: 'Tuesday' as const, hour, level: index }));

describe('BusyHoursChart', () => {
  it('says each hour and how busy it usually is as a list, for screen readers', () => {
    render(<BusyHoursChart hours={hours} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '6 AM: empty',
      '7 AM: quiet',
      '8 AM: a little busy',
      '12 PM: busy',
      '7 PM: very busy',
    ]);
  });

  it('draws one bar per hour, as tall as the hour is busy, hidden from screen readers', () => {
    const { container } = render(<BusyHoursChart hours={hours} />);
    const bars = [...container.querySelectorAll('[title]')];
    expect(bars.map((bar) => bar.getAttribute('title'))).toEqual(['6 AM: empty', '7 AM: quiet', '8 AM: a little busy', '12 PM: busy', '7 PM: very busy']);
    expect(bars.map((bar) => bar.firstElementChild?.className.match(/h-\S+/)?.[0])).toEqual(['h-0.5', 'h-1/4', 'h-2/4', 'h-3/4', 'h-full']);
    expect(bars.every((bar) => bar.closest('[aria-hidden="true"]') !== null)).toBe(true);
  });

  it('names midnight and noon as 12', () => {
    expect([0, 1, 11, 12, 13, 23].map(hourLabel)).toEqual(['12 AM', '1 AM', '11 AM', '12 PM', '1 PM', '11 PM']);
  });
});
