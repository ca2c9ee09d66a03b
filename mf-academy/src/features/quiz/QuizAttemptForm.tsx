import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import type { OpenAttempt } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import { choose, formatClock, secondsLeft, unansweredCount, type Answers } from './quizMath';
import styles from './Quiz.module.css';

const t = academyMessages.quiz;

/** The time left of a timed attempt, ticking each second; `onTimeUp` runs once at zero. */
function useTimeLeft(deadline: string | null, onTimeUp: () => void) {
  const [left, setLeft] = useState(() => (deadline ? secondsLeft(deadline, Date.now()) : null));
  const fired = useRef(false);
  const timeUp = useEffectEvent(onTimeUp);
  useEffect(() => {
    if (!deadline) return;
    const check = () => {
      const seconds = secondsLeft(deadline, Date.now());
      setLeft(seconds);
      if (seconds === 0 && !fired.current) {
        fired.current = true;
        timeUp();
      }
    };
    check();
    const id = setInterval(check, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  return left;
}

type Props = {
  attempt: OpenAttempt;
  submitting: boolean;
  error: string | null;
  onSubmit: (answers: Answers) => void;
};

/** One fieldset per question: radio buttons for one answer, checkboxes for several; native keyboard use. */
export function QuizAttemptForm({ attempt, submitting, error, onSubmit }: Props) {
  const [answers, setAnswers] = useState<Answers>({});
  // At zero the answers given so far are sent (the server refuses anything later).
  const left = useTimeLeft(attempt.deadline, () => onSubmit(answers));
  const total = attempt.questions.length;
  const missing = unansweredCount(attempt.questions, answers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(answers);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t.attemptLabel}>
      {left !== null && (
        <div className={`${styles.timer} ${left <= 60 ? styles.timerLow : ''}`}>
          <span role="timer" aria-label={t.timeLeft(formatClock(left))}>
            {t.timeLeft(formatClock(left))}
          </span>
          {left === 0 && <LiveRegion as="span">{t.timeUp}</LiveRegion>}
        </div>
      )}
      {attempt.questions.map((question, index) => (
        <fieldset key={question.id} className={styles.question}>
          <legend className={styles.legend}>{t.questionLegend(index + 1, total, question.text)}</legend>
          <p className={styles.hint}>{question.multiple ? t.chooseMany : t.chooseOne}</p>
          <div className={styles.options}>
            {question.options.map((option) => {
              const checked = (answers[question.id] ?? []).includes(option.id);
              return (
                <label key={option.id} className={`${styles.option} ${checked ? styles.optionChecked : ''}`}>
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={question.id}
                    value={option.id}
                    checked={checked}
                    disabled={submitting}
                    onChange={(event) => setAnswers((now) => choose(now, question, option.id, event.target.checked))}
                  />
                  <span>{option.text}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className={styles.submitRow}>
        {missing > 0 && <p className={styles.hint}>{t.unanswered(missing)}</p>}
        <FormError message={error} />
        <Button type="submit" size="lg" loading={submitting}>
          {submitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
