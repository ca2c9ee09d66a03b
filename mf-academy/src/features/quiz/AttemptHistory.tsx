import type { QuizAttemptSummary } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { vnDateTime } from '@app/shared/time/vietnam';
import { formatScore } from '@app/shared/format';
import styles from './Quiz.module.css';

const t = academyMessages.quiz;

/** Every attempt of the user, newest first. */
export function AttemptHistory({ attempts }: { attempts: QuizAttemptSummary[] }) {
  const rows = [...attempts].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  return (
    <section className={styles.card} aria-labelledby="quiz-history">
      <h2 id="quiz-history" className={styles.h2}>
        {t.historyTitle}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.hint}>{t.noHistory}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.columns.started}</th>
                <th scope="col">{t.columns.submitted}</th>
                <th scope="col">{t.columns.score}</th>
                <th scope="col">{t.columns.result}</th>
                <th scope="col">{t.columns.version}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((attempt) => (
                <tr key={attempt.id}>
                  <td>{vnDateTime(attempt.startedAt)}</td>
                  <td>{attempt.submittedAt ? vnDateTime(attempt.submittedAt) : t.inProgress}</td>
                  <td>{attempt.score === null ? '—' : formatScore(attempt.score)}</td>
                  <td>{attempt.passed === null ? t.inProgress : attempt.passed ? t.passedLabel : t.failedLabel}</td>
                  <td>{attempt.quizVersion}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
