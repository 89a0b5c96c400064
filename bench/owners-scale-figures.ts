// Issue 32 item 3, "owners at scale", measured on the 1M bookings bench/bookings-scale-bench.ts loads:
// a month of insights for a 500-gym owner against a 5-gym owner's (target: at most 5×), and what
// the owner's CSV export costs a row. Both through the whole app with inject, as an owner's browser
// would ask, so the figures include routing, session and serialisation.
import { median } from './median.js';

const INSIGHTS_RUNS = 30;
const INSIGHTS_WARM_UPS = 3;
const CSV_RUNS = 3;
export const OWNERS_TARGET_RATIO = 5;

/** A GET as one owner, answered 200; returns the time it took and the body. */
export type OwnerGet = (url: string) => Promise<{ ms: number; body: string }>;

export interface OwnersFigures {
  smallInsightsMs: number;
  chainInsightsMs: number;
  ratio: number;
  csvRows: number;
  csvMs: number;
  csvMicrosPerRow: number;
}

async function medianOf(runs: number, warmUps: number, call: () => Promise<{ ms: number }>): Promise<number> {
  for (let round = 0; round < warmUps; round += 1) await call();
  const times: number[] = [];
  for (let round = 0; round < runs; round += 1) times.push((await call()).ms);
  return median(times);
}

export async function measureOwners(
  asSmallOwner: OwnerGet,
  asChainOwner: OwnerGet,
  month: { from: string; to: string },
  csvDays: { from: string; to: string },
): Promise<OwnersFigures> {
  const insightsUrl = `/api/owner/insights?from=${month.from}&to=${month.to}`;
  const smallInsightsMs = await medianOf(INSIGHTS_RUNS, INSIGHTS_WARM_UPS, () => asSmallOwner(insightsUrl));
  const chainInsightsMs = await medianOf(INSIGHTS_RUNS, INSIGHTS_WARM_UPS, () => asChainOwner(insightsUrl));
  const csvUrl = `/api/bookings/all-bookings.csv?from=${csvDays.from}&to=${csvDays.to}`;
  let csvRows = 0;
  const csvMs = await medianOf(CSV_RUNS, 1, async () => {
    const answer = await asChainOwner(csvUrl);
    // Every line ends with CRLF; the first is the header.
    csvRows = answer.body.split('\r\n').length - 2;
    return answer;
  });
  return {
    smallInsightsMs,
    chainInsightsMs,
    ratio: chainInsightsMs / smallInsightsMs,
    csvRows,
    csvMs,
    csvMicrosPerRow: (csvMs * 1000) / csvRows,
  };
}

export function ownersSection(figures: OwnersFigures, setting: string): string {
  const met = figures.ratio <= OWNERS_TARGET_RATIO ? '✓' : '✗';
  return `
${setting}

| measurement | value | target |
|---|---|---|
| \`GET /api/owner/insights\`, a month, owner of 5 gyms (p50 of ${INSIGHTS_RUNS}) | ${figures.smallInsightsMs.toFixed(1)} ms | |
| the same, owner of 500 gyms | ${figures.chainInsightsMs.toFixed(1)} ms | |
| 500-gym owner ÷ 5-gym owner | ${figures.ratio.toFixed(1)}× | ≤ ${OWNERS_TARGET_RATIO}× (${met}) |
| \`GET /api/bookings/all-bookings.csv\`, 500-gym owner, 5 days: ${figures.csvRows.toLocaleString('en')} rows (median of ${CSV_RUNS}) | ${(figures.csvMs / 1000).toFixed(2)} s | |
| the CSV per row | ${figures.csvMicrosPerRow.toFixed(1)} µs | |
`;
}
