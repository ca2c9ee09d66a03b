import type { QuizState } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { useParams } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { vnDateTime } from '@app/shared/time/vietnam';
import { FormError } from '@app/shared/ui/Field';
import { Card } from '@app/shared/ui/Card';
import { AttemptHistory } from './AttemptHistory';
import { QuizAttemptForm } from './QuizAttemptForm';
import { QuizResult } from './QuizResult';
import { useQuiz } from './useQuiz';
import styles from './Quiz.module.css';

const t = academyMessages.quiz;

function Rules({ quiz }: { quiz: QuizState }) {
  return (
    <Card title={t.rulesTitle}>
      <ul className={styles.rules}>
        <li>{t.questionCount(quiz.questionCount)}</li>
        <li>{t.passMark(quiz.passScore)}</li>
        <li>{t.attempts(quiz.attemptsUsed, quiz.attemptLimit, quiz.attemptWindowHours)}</li>
        <li>{quiz.timeLimitMinutes ? t.timeLimit(quiz.timeLimitMinutes) : t.noTimeLimit}</li>
      </ul>
    </Card>
  );
}

/**
 * A graduate's one state, first on the page: the certificate (the primary action), then studying again. A new
 * attempt stays possible below, as a secondary choice.
 */
function Graduated({ certificateId }: { certificateId: string }) {
  return (
    <Notice
      kind="info"
      link={{ to: paths.certificate(certificateId), label: t.viewCertificate }}
      actions={
        <ButtonLink to={paths.myCourse} variant="secondary">
          {t.studyAgain}
        </ButtonLink>
      }
    >
      {t.hasCertificate}
    </Notice>
  );
}

type StartProps = { quiz: QuizState; starting: boolean; error: string | null; onStart: () => void };

/** Locked, limit reached, or the button that starts (or resumes) an attempt. */
function StartBlock({ quiz, starting, error, onStart }: StartProps) {
  if (!quiz.unlocked) {
    return (
      <Notice kind="info" link={{ to: paths.myCourse, label: t.backToCourse }}>
        {t.locked}
      </Notice>
    );
  }
  if (!quiz.openAttempt && quiz.nextAttemptAt) {
    return <Notice kind="info">{t.limitReached(vnDateTime(quiz.nextAttemptAt))}</Notice>;
  }
  // A graduate may try again, but the certificate above stays the page's one primary action.
  const retake = quiz.certificateId !== null && !quiz.openAttempt;
  return (
    <div className={styles.actions}>
      <Button
        size={retake ? 'md' : 'lg'}
        variant={retake ? 'secondary' : 'primary'}
        loading={starting}
        onClick={onStart}
      >
        {starting ? t.starting : quiz.openAttempt ? t.resume : retake ? t.retake : t.start}
      </Button>
      <FormError message={error} />
    </div>
  );
}

function Body({ courseId }: { courseId: string }) {
  const { quiz, view, setView, begin, start, send, submit } = useQuiz(courseId);
  if (quiz.isError && !quiz.data) {
    const transient = ['unavailable', 'deadline-exceeded', 'internal'].includes(quiz.error.code);
    return (
      <Notice kind="error" onRetry={transient ? () => void quiz.refetch() : undefined}>
        {transient ? academyMessages.common.loadFailed : quiz.error.message}
      </Notice>
    );
  }
  if (!quiz.data) return <Notice kind="loading" />;
  const data = quiz.data;

  if (view.step === 'attempt') {
    return (
      <QuizAttemptForm
        key={view.attempt.id}
        attempt={view.attempt}
        submitting={submit.isPending}
        error={submit.error?.message ?? null}
        onSubmit={(answers) => send(view.attempt, answers)}
      />
    );
  }
  if (view.step === 'result') {
    return (
      <div className={styles.stack}>
        <QuizResult
          result={view.result}
          canRetry={data.unlocked && !data.nextAttemptAt}
          retrying={start.isPending}
          retryError={start.error?.message ?? null}
          onRetry={begin}
          onBack={() => setView({ step: 'overview' })}
        />
        <AttemptHistory attempts={data.attempts} />
      </div>
    );
  }
  // A graduate with no attempt on record (e.g. certified before attempts were kept) is not told "no attempt yet".
  const showHistory = data.certificateId === null || data.attempts.length > 0;
  return (
    <div className={styles.stack}>
      {data.certificateId && <Graduated certificateId={data.certificateId} />}
      <Rules quiz={data} />
      <StartBlock quiz={data} starting={start.isPending} error={start.error?.message ?? null} onStart={begin} />
      {showHistory && <AttemptHistory attempts={data.attempts} />}
    </div>
  );
}

/** /training/quiz/:courseId — the graded final quiz (docs/product.md §2). */
export function QuizPage() {
  const courseId = (useParams().courseId ?? '').trim();
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <Body courseId={courseId} />
    </PageFrame>
  );
}
