import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInChild } from '../../../test/bounded-child.js';

// Issue 26, finding 1: the series stepped `date <= range.to` on text, and the day after 9999-12-31
// is '+010000-01-01', which sorts before it: one request spun a process for good. The series runs
// in a child process here, so a loop that never ends fails the test instead of hanging it.

const seriesModule = fileURLToPath(new URL('./insights-series.ts', import.meta.url));

/** The dates of the revenue series for a range with no bookings, worked out in a child process. */
function seriesDates(from: string, to: string): Promise<unknown> {
  const source = `
    import { insightsSeries } from ${JSON.stringify(seriesModule)};
    const series = insightsSeries({ from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)} }, [], [], new Map());
    process.stdout.write(JSON.stringify(series.revenueByDay.map((day) => day.date)));
  `;
  return runInChild(source, 15_000);
}

describe('insightsSeries', () => {
  it('ends for the last date there is, with that one date', async () => {
    expect(await seriesDates('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
  });

  it('ends for the longest range the schema allows, one entry a day', async () => {
    const dates = (await seriesDates('2020-01-01', '2020-12-31')) as string[];
    expect(dates).toHaveLength(366);
    expect([dates[0], dates.at(-1)]).toEqual(['2020-01-01', '2020-12-31']);
  });
});
