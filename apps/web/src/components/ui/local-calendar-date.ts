// The date picker works in local Date objects; the app and the API keep IST calendar dates as
// YYYY-MM-DD. These two convert between them through the local year, month and day only, so no
// UTC or zone offset can move a day (a Date made from a string would be UTC midnight).

/** Local midnight of a YYYY-MM-DD date. */
export function localDateOf(calendarDate: string): Date {
  return new Date(Number(calendarDate.slice(0, 4)), Number(calendarDate.slice(5, 7)) - 1, Number(calendarDate.slice(8, 10)));
}

/** The YYYY-MM-DD date a local Date falls on. */
export function calendarDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
