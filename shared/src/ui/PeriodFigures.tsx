import { Card } from '@app/shared/ui/Card';
import { Figures, type Figure } from '@app/shared/ui/Figures';
import { PeriodPicker } from '@app/shared/ui/charts/PeriodPicker';
import type { DashboardView } from '@app/shared/ui/PeriodDashboard';
import styles from './Figures.module.css';

type Props = {
  /** The dashboard's view (PeriodDashboard's): the title names the period of the answer on screen. */
  view: Omit<DashboardView<{ days: number }>, 'empty'>;
  messages: { periodTitle: (days: number) => string; updating: string };
  figures: Figure[];
  /** The period picker's radio-group name, unique on the page. */
  pickerName?: string;
};

/**
 * A dashboard's figures for the chosen period (7 / 30 / 90 days), with the picker beside the title; the
 * figures of a newly picked period on their way are shown and announced politely.
 */
export function PeriodFigures({ view, messages, figures, pickerName }: Props) {
  return (
    <Card
      title={messages.periodTitle(view.data.days)}
      tools={<PeriodPicker days={view.days} onChange={view.onDays} name={pickerName} />}
      busy={view.updating}
    >
      {view.updating && (
        <p className={styles.note} role="status">
          {messages.updating}
        </p>
      )}
      <Figures figures={figures} />
    </Card>
  );
}
