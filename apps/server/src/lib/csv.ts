// RFC 4180 CSV lines that are safe to open in a spreadsheet, for every export (bookings, payouts).

/** A spreadsheet runs a cell that starts like a formula; a leading quote makes it plain text (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line, its cells quoted as needed, ended by CRLF. */
export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
