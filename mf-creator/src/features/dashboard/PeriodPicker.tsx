import { creatorMessages } from '@app/shared/messages/creator';
import { PERIODS, type Days } from './useDashboard';
import styles from './dashboard.module.css';

const t = creatorMessages.dashboard;

/** 7 / 30 / 90 days as a radio group: one tab stop, arrow keys move between the options. */
export function PeriodPicker({ days, onChange }: { days: Days; onChange: (days: Days) => void }) {
  return (
    <fieldset className={styles.periods}>
      <legend className={styles.periodsLegend}>{t.period}</legend>
      {PERIODS.map((option) => (
        <label key={option} className={styles.period}>
          <input
            type="radio"
            name="dashboard-period"
            value={option}
            checked={option === days}
            onChange={() => onChange(option)}
          />
          <span>{t.periodOption(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
