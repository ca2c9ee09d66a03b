import { academyMessages } from '@app/shared/messages/academy';
import type { CountdownValue } from './useCountdown';
import styles from './SalesPage.module.css';

const t = academyMessages.salesPage;

type Props = {
  value: CountdownValue;
  /** Only one countdown on the page speaks (politely, at most once a minute); the others are visual. */
  announce?: boolean;
};

/** The offer countdown: hh:mm:ss on screen (a timer, not read out every second). */
export function Countdown({ value, announce = false }: Props) {
  return (
    <div className={styles.countdown}>
      <span className={styles.countdownLabel}>{t.countdownLabel}</span>
      <span role="timer" aria-label={t.countdown(value.time)} className={styles.countdownTime}>
        {value.time}
      </span>
      {announce && (
        <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="countdown-announcement">
          {t.countdownSpoken(value.spoken.hours, value.spoken.minutes)}
        </p>
      )}
    </div>
  );
}
