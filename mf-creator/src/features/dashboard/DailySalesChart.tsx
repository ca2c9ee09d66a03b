// The daily sales chart: uPlot (about 22 KB gzipped with its CSS, against about 70 KB for Chart.js and well
// over 100 KB for Recharts with d3), drawn on a canvas. Loaded only by /creator/dashboard through
// React.lazy (SalesChart.tsx), so no other page pays for it. Colours are read from the design tokens and
// redrawn when the theme changes, so the bars keep their contrast in light and dark.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { useThemeStore } from '@app/shared/theme/store';
import { longDay, shortDay } from '../money/vnTime';
import styles from './dashboard.module.css';

const HEIGHT = 260;

type Props = { daily: CreatorDashboard['daily']; label: string; seriesLabel: string };

/** 'YYYY-MM-DD' (a Vietnamese day) as seconds at that day's UTC midnight; drawn back in UTC, so days never shift. */
const toSeconds = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 1000;
const toDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

let compact: Intl.NumberFormat | undefined;
const compactVnd = (value: number) =>
  (compact ??= new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 })).format(value);

export default function DailySalesChart({ daily, label, seriesLabel }: Props) {
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
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((seconds) => shortDay(toDay(seconds))) },
        { ...axis, size: 64, values: (_u, splits) => splits.map(compactVnd) },
      ],
      series: [
        { value: (_u, seconds) => (seconds == null ? '' : longDay(toDay(seconds))) },
        {
          label: seriesLabel,
          stroke: bar,
          fill: bar,
          paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          points: { show: false },
          value: (_u, value) => (value == null ? '' : formatVnd(value)),
        },
      ],
    };
    const plot = new uPlot(options, [daily.map((point) => toSeconds(point.day)), daily.map((p) => p.gross)], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily, seriesLabel, theme]);

  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
