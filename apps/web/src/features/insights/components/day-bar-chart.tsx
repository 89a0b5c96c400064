import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMonthTitle, formatWeekdayAndDay } from '../../../lib/date-formatters';

const CHART_HEIGHT = 220;
/** Past a month of days, the axis names months instead of days. */
const DAY_LABELS_UP_TO = 31;

interface DayBarChartProps {
  /** YYYY-MM-DD, one bar each, earliest first. */
  dates: readonly string[];
  values: readonly number[];
  /** The y axis's labels (₹, %). */
  formatValue: (value: number) => string;
  color: string;
  /** The y axis's top, when it is fixed (100 for a percentage). */
  max?: number;
}

const secondsOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * One bar per day, drawn by uPlot on a canvas as wide as its box. The canvas is hidden from screen
 * readers: each chart's heading, summary and table say the same (docs/decisions/044-insights.md).
 */
export function DayBarChart({ dates, values, formatValue, color, max }: DayBarChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const byDay = dates.length <= DAY_LABELS_UP_TO;
    const axisDate = byDay ? formatWeekdayAndDay : (date: string) => formatMonthTitle(date.slice(0, 7));
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: CHART_HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      // Dates are calendar days: read them in UTC so no machine zone shifts a bar to the day before.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'UTC'),
      scales: { x: { time: true }, y: { range: (_plot, _min, dataMax) => [0, max ?? Math.max(1, dataMax)] } },
      axes: [
        // Month names ('September 2026') need more room between ticks than 'Wed 25'.
        { space: byDay ? 72 : 120, values: (_plot, splits) => splits.map((split) => axisDate(dateOf(split))) },
        { size: 64, values: (_plot, splits) => splits.map((split) => formatValue(split)) },
      ],
      series: [{}, { fill: color, stroke: color, points: { show: false }, paths: uPlot.paths.bars?.({ size: [0.7, 48] }) }],
    };
    const plot = new uPlot(options, [dates.map(secondsOf), [...values]], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dates, values, formatValue, color, max]);

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
