import { istDate } from '@gymslot/shared/ist-time';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../i18n/i18n';
import { rememberLanguage } from '../../i18n/locale';
import { MultiDatePicker } from './multi-date-picker';

function PickerHarness({ minDate }: { minDate: string }) {
  const [dates, setDates] = useState<string[]>([]);
  const toggle = (date: string) => setDates((chosen) => (chosen.includes(date) ? chosen.filter((entry) => entry !== date) : [...chosen, date]));
  return (
    <>
      <MultiDatePicker label="Dates" selectedDates={dates} onToggleDate={toggle} minDate={minDate} />
      <output>{[...dates].sort().join(' ')}</output>
    </>
  );
}

// 19:00 UTC on 20 November is 00:30 IST on 21 November: today is the 21st in India, whatever the machine's zone.
function renderAtIndianMidnight() {
  vi.useFakeTimers({ now: new Date('2026-11-20T19:00:00Z'), toFake: ['Date'] });
  render(<PickerHarness minDate={istDate(new Date())} />);
  return userEvent.setup();
}

const day = (label: string) => screen.getByRole('button', { name: label });

describe('multi-date picker', () => {
  it('starts its weeks on Monday', () => {
    renderAtIndianMidnight();

    // The library hides the header row from the accessibility tree; each day's button names its weekday.
    const headers = Array.from(document.querySelectorAll('th'), (header) => header.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const firstWeek = within(screen.getAllByRole('row')[0] as HTMLElement).getAllByRole('gridcell');
    expect(firstWeek.map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '', '1']);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });

  it('disables the days before today in India and chooses today and later as YYYY-MM-DD', async () => {
    const user = renderAtIndianMidnight();

    expect(day('Friday, 20 November 2026')).toBeDisabled();
    expect(day('Sunday, 1 November 2026')).toBeDisabled();
    expect(day('Saturday, 21 November 2026')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(day('Saturday, 21 November 2026'));
    await user.click(day('Monday, 23 November 2026'));
    expect(day('Saturday, 21 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Monday, 23 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Dates' }).nextElementSibling).toHaveTextContent('2026-11-21 2026-11-23');
    await user.click(day('Saturday, 21 November 2026'));
    expect(day('Saturday, 21 November 2026')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Dates' }).nextElementSibling).toHaveTextContent(/^2026-11-23$/);
  });

  it('moves between months with the buttons', async () => {
    const user = renderAtIndianMidnight();

    await user.click(screen.getByRole('button', { name: 'Next month' }));

    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(day('Tuesday, 1 December 2026')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });

  it('is used from the keyboard: one day in the tab order, arrows move, Space chooses, never into the past', async () => {
    const user = renderAtIndianMidnight();

    await user.tab();
    await user.tab();
    expect(day('Saturday, 21 November 2026')).toHaveFocus();
    expect(day('Sunday, 22 November 2026')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowDown}');
    expect(day('Saturday, 28 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(day('Tuesday, 1 December 2026')).toHaveFocus();
    await user.keyboard(' ');
    expect(day('Tuesday, 1 December 2026')).toHaveAttribute('aria-pressed', 'true');

    // A month back would be 1 November, before today: the focus stays.
    await user.keyboard('{PageUp}');
    expect(day('Tuesday, 1 December 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(day('Tuesday, 24 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('Tuesday, 17 November 2026')).toBeDisabled();
    expect(day('Tuesday, 24 November 2026')).toHaveFocus();
  });

  describe('in Hindi', () => {
    afterEach(() => {
      rememberLanguage('en');
      document.cookie = 'lang=; path=/; max-age=0';
    });

    it("names the month, the weekdays, the days and the buttons in the app's Hindi", async () => {
      await loadLanguage('hi');
      rememberLanguage('hi');
      const user = renderAtIndianMidnight();

      const headers = Array.from(document.querySelectorAll('th'), (header) => header.textContent);
      expect(headers).toEqual(['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि']);
      expect(document.querySelector('th')).toHaveAttribute('aria-label', 'सोमवार');
      expect(screen.getByText('नवंबर 2026')).toBeInTheDocument();
      expect(screen.getByRole('grid', { name: 'नवंबर 2026' })).toBeInTheDocument();
      expect(day('शनिवार, 21 नवंबर 2026')).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'अगला महीना' }));
      expect(screen.getByText('दिसंबर 2026')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'पिछला महीना' })).toBeEnabled();
    });
  });
});
