import { useMemo, useState } from 'react';
import { formatVnd } from '@app/shared/format';
import { DailyChartSection } from '@app/shared/ui/charts/DailyChartSection';
import { DailyTable, type DailyColumn } from '@app/shared/ui/charts/DailyTable';
import { Segmented } from '@app/shared/ui/charts/Segmented';

/** One figure a dashboard can draw per day: its field, its words, and whether it is money or a count. */
export type ChartFigure<K extends string> = { value: K; label: string; unit: 'vnd' | 'count' };

type Props<K extends string, Day extends { day: string } & Record<K, number>> = {
  /** The dashboard's answer: its days, and how many days the period has (the chart's and table's words say it). */
  data: { daily: Day[]; days: number };
  /** The figures, in the order of the picker and of the table's columns; the first is drawn first. */
  figures: readonly [ChartFigure<K>, ...ChartFigure<K>[]];
  /** The picker's form name (unique on the page). */
  name: string;
  /** The dashboard's catalogue: the card's title, the picker's legend, the chart's and the table's words. */
  messages: {
    chartTitle: string;
    chartFigure: string;
    chartLabel: (figure: string, days: number, total: string) => string;
    dailyCaption: (days: number) => string;
  };
};

const shown = (unit: ChartFigure<string>['unit'], value: number) => (unit === 'vnd' ? formatVnd(value) : String(value));

/**
 * Per-day figures of a dashboard (the shared lazy chart) with every figure as its data table. Money and
 * counts never share an axis: one figure is drawn at a time, chosen with the picker.
 */
export function FiguresChart<K extends string, Day extends { day: string } & Record<K, number>>({
  data: { daily, days },
  figures,
  name,
  messages: t,
}: Props<K, Day>) {
  const [value, setValue] = useState<K>(figures[0].value);
  const figure = figures.find((option) => option.value === value) ?? figures[0];
  const points = useMemo(() => daily.map((day) => ({ day: day.day, value: day[value] })), [daily, value]);
  const columns = useMemo<DailyColumn<Day>[]>(
    () =>
      figures.map(({ value: key, label, unit }) => ({ label, cell: (day) => shown(unit, day[key]), numeric: true })),
    [figures],
  );
  const sum = daily.reduce((total, day) => total + day[value], 0);
  return (
    <DailyChartSection
      title={t.chartTitle}
      controls={<Segmented legend={t.chartFigure} name={name} options={figures} value={value} onChange={setValue} />}
      points={points}
      unit={figure.unit}
      label={t.chartLabel(figure.label, days, shown(figure.unit, sum))}
      seriesLabel={figure.label}
      table={(id) => <DailyTable id={id} rows={daily} columns={columns} caption={t.dailyCaption(days)} />}
    />
  );
}
