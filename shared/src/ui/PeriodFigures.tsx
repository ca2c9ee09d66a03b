import { Card } from '@app/shared/ui/Card';
import { Figures, type Figure } from '@app/shared/ui/Figures';
import { PeriodPicker, type Days } from '@app/shared/ui/charts/PeriodPicker';
import styles from './Figures.module.css';

type Props = {
  title: string;
  figures: Figure[];
  days: Days;
  onDays: (days: Days) => void;
  /** The period picker's radio-group name, unique on the page. */
  pickerName?: string;
  /** The figures of a newly picked period are on their way: shown and announced politely. */
  updating: boolean;
  updatingText: string;
};

/** A dashboard's figures for the chosen period (7 / 30 / 90 days), with the picker beside the title. */
export function PeriodFigures({ title, figures, days, onDays, pickerName, updating, updatingText }: Props) {
  return (
    <Card title={title} tools={<PeriodPicker days={days} onChange={onDays} name={pickerName} />} busy={updating}>
      {updating && (
        <p className={styles.note} role="status">
          {updatingText}
        </p>
      )}
      <Figures figures={figures} />
    </Card>
  );
}
