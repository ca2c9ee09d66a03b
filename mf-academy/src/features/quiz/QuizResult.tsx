import type { AttemptResult, QuestionReview } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { formatScore } from '@app/shared/format';
import { FormError } from '@app/shared/ui/Field';
import { Card } from '@app/shared/ui/Card';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import styles from './Quiz.module.css';

const t = academyMessages.quiz;

function Review({ item, index }: { item: QuestionReview; index: number }) {
  const chosen = new Set(item.chosenOptionIds);
  const correct = new Set(item.correctOptionIds ?? []);
  return (
    <li className={`${styles.review} ${item.correct ? styles.reviewRight : styles.reviewWrong}`}>
      <h3 className={styles.reviewTitle}>
        <span>
          {index + 1}. {item.text}
        </span>
        <span className={item.correct ? styles.badgeRight : styles.badgeWrong}>
          {item.correct ? t.correct : t.wrong}
        </span>
      </h3>
      <ul className={styles.reviewOptions}>
        {item.options.map((option) => (
          <li
            key={option.id}
            className={`${chosen.has(option.id) ? styles.chosen : ''} ${correct.has(option.id) ? styles.rightOption : ''}`}
          >
            {option.text}
            {chosen.has(option.id) && <span className={styles.tag}> · {t.yourAnswer}</span>}
            {correct.has(option.id) && <span className={styles.tagRight}> · {t.correctAnswer}</span>}
          </li>
        ))}
      </ul>
      {item.chosenOptionIds.length === 0 && <p className={styles.hint}>{t.noAnswer}</p>}
      {item.explanation && (
        <p className={styles.explanation}>
          <strong>{t.explanation}</strong> {item.explanation}
        </p>
      )}
    </li>
  );
}

type Props = {
  result: AttemptResult;
  canRetry: boolean;
  /** Starting the next attempt: its progress and failure. */
  retrying: boolean;
  retryError: string | null;
  onRetry: () => void;
  onBack: () => void;
};

/** The graded attempt: score, passed or not, the per-question review and the certificate once passed. */
export function QuizResult({ result, canRetry, retrying, retryError, onRetry, onBack }: Props) {
  const score = formatScore(result.score);
  const hidden = result.review.some((item) => item.correctOptionIds === null);
  return (
    <Card title={t.resultTitle}>
      <LiveRegion as="div" className={`${styles.scoreBox} ${result.passed ? styles.passed : styles.failed}`}>
        <p className={styles.score} data-testid="quiz-score">
          {score}
        </p>
        <p className={styles.verdict}>{result.passed ? t.passedLabel : t.failedLabel}</p>
        <p>{result.passed ? t.passed(score) : t.failed(score)}</p>
        <p className={styles.hint}>{t.passMark(result.passScore)}</p>
      </LiveRegion>
      <div className={styles.actions}>
        {result.passed && result.certificateId && (
          <ButtonLink to={paths.certificate(result.certificateId)}>{t.viewCertificate}</ButtonLink>
        )}
        {!result.passed && canRetry && (
          <Button onClick={onRetry} loading={retrying}>
            {retrying ? t.starting : t.tryAgain}
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          {t.backToQuiz}
        </Button>
      </div>
      <FormError message={retryError} />
      <h3 className={styles.h3}>{t.reviewTitle}</h3>
      {hidden && <p className={styles.hint}>{t.answersAfterPass}</p>}
      <ol className={styles.reviewList}>
        {result.review.map((item, index) => (
          <Review key={item.questionId} item={item} index={index} />
        ))}
      </ol>
    </Card>
  );
}
