import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Field } from '@app/shared/ui/Field';
import { fieldId } from './quizDraft';
import type { QuizEditor } from './useQuizEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

/** Title, pass mark, attempts per 24 h and the optional time limit. */
export function QuizSettings({ editor }: { editor: QuizEditor }) {
  const { shown } = editor;
  // Numbers are typed as text with a numeric keyboard: the contract's schema says what is wrong, not the
  // browser (a number input would hide "12a" as an empty value).
  const number = { inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <section className={styles.card} aria-labelledby="quiz-settings-title">
      <h2 id="quiz-settings-title">{t.settings}</h2>
      <div className={styles.settings}>
        <Field id={fieldId('title')} label={t.titleLabel} {...editor.input('title', 'title')} error={shown.title} />
        <Field
          id={fieldId('passScore')}
          label={t.passScore}
          hint={t.passScoreHint}
          {...number}
          {...editor.input('passScore', 'passScore')}
          error={shown.passScore}
        />
        <Field
          id={fieldId('attemptLimit')}
          label={t.attemptLimit}
          hint={t.attemptLimitHint(QUIZ_LIMITS.attemptLimitMax)}
          {...number}
          {...editor.input('attemptLimit', 'attemptLimit')}
          error={shown.attemptLimit}
        />
        <Field
          id={fieldId('timeLimitMinutes')}
          label={t.timeLimit}
          hint={t.timeLimitHint(QUIZ_LIMITS.timeLimitMax)}
          {...number}
          {...editor.input('timeLimitMinutes', 'timeLimitMinutes')}
          error={shown.timeLimitMinutes}
        />
      </div>
    </section>
  );
}
