// How dates read to people, on the server (mails, messages) and on every screen alike, in English or
// Hindi. The names are fixed tables, not Intl: Node's ICU and browsers' differ ('Sept' or 'Sep' for
// en-IN and en-GB short months; 'नव॰' or 'नवं॰' for hi-IN). Dates are IST calendar dates (see
// ist-time.ts); times of day are in time-of-day.ts.

import { dayOfWeekOf, daysOfWeek, isCalendarDate, istDate } from './ist-time.js';
import type { Language } from './languages.js';

interface DateNames {
  months: readonly string[];
  shortMonths: readonly string[];
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
}

const englishMonths = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

// Hindi readers see month names whole ('21 नवंबर 2026'): the clipped forms read as typos to most.
const hindiMonths = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'];

const names: Record<Language, DateNames> = {
  en: {
    months: englishMonths,
    shortMonths: englishMonths.map((month) => month.slice(0, 3)),
    weekdays: daysOfWeek,
    shortWeekdays: daysOfWeek.map((day) => day.slice(0, 3)),
  },
  hi: {
    months: hindiMonths,
    shortMonths: hindiMonths,
    weekdays: ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'],
    shortWeekdays: ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
  },
};

const parts = (date: string, language: Language) => {
  const table = names[language];
  const weekday = daysOfWeek.indexOf(dayOfWeekOf(date));
  const month = Number(date.slice(5, 7)) - 1;
  return {
    weekday: table.weekdays[weekday] ?? '',
    shortWeekday: table.shortWeekdays[weekday] ?? '',
    day: Number(date.slice(8, 10)),
    month: table.months[month] ?? '',
    shortMonth: table.shortMonths[month] ?? '',
    year: date.slice(0, 4),
  };
};

/** A YYYY-MM-DD date as 'Sat, 21 Nov 2026' (ui.md) or 'शनि, 21 नवंबर 2026'; anything else is shown as it came. */
export function formatCalendarDate(date: string, language: Language = 'en'): string {
  if (!isCalendarDate(date)) return date;
  const { shortWeekday, day, shortMonth, year } = parts(date, language);
  return `${shortWeekday}, ${day} ${shortMonth} ${year}`;
}

/** A YYYY-MM-DD date in full, 'Saturday, 21 November 2026' (mails, screen-reader labels); anything else as it came. */
export function formatLongCalendarDate(date: string, language: Language = 'en'): string {
  if (!isCalendarDate(date)) return date;
  const { weekday, day, month, year } = parts(date, language);
  return `${weekday}, ${day} ${month} ${year}`;
}

/** A YYYY-MM month as 'November 2026'; anything else as it came. */
export function formatMonthTitle(month: string, language: Language = 'en'): string {
  if (!isCalendarDate(`${month}-01`)) return month;
  const { month: name, year } = parts(`${month}-01`, language);
  return `${name} ${year}`;
}

/** The IST calendar date of an instant as 'Sat, 21 Nov 2026'. */
export function formatIstCalendarDate(instant: Date, language: Language = 'en'): string {
  return formatCalendarDate(istDate(instant), language);
}

/** A YYYY-MM-DD date as a short day name and number, 'Wed 25' (a row of day chips); anything else as it came. */
export function formatWeekdayAndDay(date: string, language: Language = 'en'): string {
  if (!isCalendarDate(date)) return date;
  const { shortWeekday, day } = parts(date, language);
  return `${shortWeekday} ${day}`;
}

/** The name of a weekday ('Monday' or 'सोमवार'), for the weekly schedules. */
export function weekdayName(day: (typeof daysOfWeek)[number], language: Language = 'en'): string {
  return names[language].weekdays[daysOfWeek.indexOf(day)] ?? day;
}

/** A weekday's short name ('Mon' or 'सोम'), for a calendar's column headers. */
export function shortWeekdayName(day: (typeof daysOfWeek)[number], language: Language = 'en'): string {
  return names[language].shortWeekdays[daysOfWeek.indexOf(day)] ?? day;
}
