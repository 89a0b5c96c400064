import * as dates from '@gymslot/shared/date-format';
import type { DayOfWeek } from '@gymslot/shared/ist-time';
import { currentLanguage } from '../i18n/locale';

// Dates have one home in packages/shared (date-format.ts), shared with the server's mails; screens
// format through here, in the language the person reads the app in (the whole app draws afresh when
// it changes, app-providers.tsx).

export const formatCalendarDate = (date: string) => dates.formatCalendarDate(date, currentLanguage());
export const formatLongCalendarDate = (date: string) => dates.formatLongCalendarDate(date, currentLanguage());
export const formatIstCalendarDate = (instant: Date) => dates.formatIstCalendarDate(instant, currentLanguage());
export const formatWeekdayAndDay = (date: string) => dates.formatWeekdayAndDay(date, currentLanguage());
export const formatMonthTitle = (month: string) => dates.formatMonthTitle(month, currentLanguage());
export const formatWeekdayName = (day: DayOfWeek) => dates.weekdayName(day, currentLanguage());
export const formatShortWeekdayName = (day: DayOfWeek) => dates.shortWeekdayName(day, currentLanguage());
