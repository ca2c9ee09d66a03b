import { academyMessages } from '@app/shared/messages/academy';
import { formatPercent } from '@app/shared/format';
import type { Progress } from './course';
import styles from './ProgressBar.module.css';

/** Course progress: a labelled progressbar with its values, and the same in words. */
export function ProgressBar({ progress }: { progress: Progress }) {
  const text = academyMessages.common.progress(progress.done, progress.total);
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={academyMessages.common.progressLabel}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={text}
      >
        <div className={styles.fill} style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={styles.text}>
        {text} · {formatPercent(progress.percent)}
      </p>
    </div>
  );
}
