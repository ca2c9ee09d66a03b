import { moneyMessages } from '@app/shared/messages/money';
import { Segmented } from '@app/shared/ui/charts/Segmented';

/** The periods both dashboards offer, in days (the contracts accept these three). */
export const PERIODS = [7, 30, 90] as const;
export type Days = (typeof PERIODS)[number];

const t = moneyMessages.charts;
const OPTIONS = PERIODS.map((days) => ({ value: days, label: t.periodOption(days) }));

type Props = {
  days: Days;
  onChange: (days: Days) => void;
  /** The radio group's name, unique on the page. */
  name?: string;
};

/** 7 / 30 / 90 days. */
export function PeriodPicker({ days, onChange, name = 'dashboard-period' }: Props) {
  return <Segmented legend={t.period} name={name} options={OPTIONS} value={days} onChange={onChange} />;
}
