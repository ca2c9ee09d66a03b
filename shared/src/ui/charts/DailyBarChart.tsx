// The dashboards' daily bar chart: uPlot (about 22 KB gzipped with its CSS, against about 70 KB for Chart.js
// and well over 100 KB for Recharts with d3), drawn on a canvas. Only ever imported through React.lazy
// (DailyChartSection.tsx), so it is an async chunk of the creator and affiliate dashboards: no page's first
// load pays for it, and as a plain module (no page state) it is never a federation singleton. Colours are
// read from the design tokens and redrawn when the theme changes, so the bars keep their contrast in light
// and dark. `points` should keep its identity between renders (useMemo): a new array redraws the chart.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount, formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { dayLabel, shortDayLabel } from '@app/shared/time/vietnam';
import { useThemeStore } from '@app/shared/theme/store';
import styles from './charts.module.css';

const HEIGHT = 260;

/** One bar per Vietnamese day ('YYYY-MM-DD'), oldest first. */
export type DailyPoint = { day: string; value: number };
/** How values read: money (VND) or a count (clicks, orders). */
export type DailyUnit = 'vnd' | 'count';

type Props = { points: DailyPoint[]; label: string; seriesLabel: string; unit: DailyUnit };

/** 'YYYY-MM-DD' (a Vietnamese day) as seconds at that day's UTC midnight; drawn back in UTC, so days never shift. */
const toSeconds = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

// Built when the chunk loads (it loads only to draw). No top-level `let`: that would read as page state to the
// federation config (tools/webpack/shared-deps.cjs) and make this module a shared singleton.
const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks: '1,5 Tr' for money, whole đồng and whole counts only (no '0,2' đồng, no half a click). */
const tickText = (unit: DailyUnit, value: number) =>
  !Number.isInteger(value) ? '' : unit === 'vnd' ? compact.format(value) : formatCount(value);

export default function DailyBarChart({ points, label, seriesLabel, unit }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useThemeStore((state) => state.theme);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const tokens = getComputedStyle(document.documentElement);
    const token = (name: string, fallback: string) => tokens.getPropertyValue(name).trim() || fallback;
    const text = token('--color-text-muted', '#4a5568');
    const grid = token('--color-border', '#d5dbe5');
    const bar = token('--color-primary', '#4f46e5');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };

    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      // The legend names the series; values at the cursor only (not 'Ngày: ' with blanks before any hover).
      legend: { live: false },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((seconds) => shortDayLabel(toDay(seconds))) },
        { ...axis, size: 64, values: (_u, splits) => splits.map((value) => tickText(unit, value)) },
      ],
      series: [
        // The x series names the legend's date (uPlot's default label is the English 'Time').
        { label: moneyMessages.charts.day, value: (_u, seconds) => (seconds == null ? '' : dayLabel(toDay(seconds))) },
        {
          label: seriesLabel,
          stroke: bar,
          fill: bar,
          paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          points: { show: false },
          value: (_u, value) => (value == null ? '' : unit === 'vnd' ? formatVnd(value) : formatCount(value)),
        },
      ],
    };
    const data: uPlot.AlignedData = [points.map((point) => toSeconds(point.day)), points.map((point) => point.value)];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, seriesLabel, unit, theme]);

  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
