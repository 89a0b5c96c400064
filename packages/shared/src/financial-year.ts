// India's financial year runs 1 April to 31 March; GST documents are numbered afresh each year.

/** The Indian financial year of an IST calendar date (YYYY-MM-DD), written '2026-27'. */
export function indianFinancialYear(istDate: string): string {
  const year = Number(istDate.slice(0, 4));
  const month = Number(istDate.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
