import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Field } from '@app/shared/ui/Field';
import { fieldId } from './quizDraft';
import type { QuizEditor } from './useQuizEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

// Numbers are typed as text with a numeric keyboard: the contract's schema says what is wrong, not the
// browser (a number input would hide "12a" as an empty value).
const NUMBERS = [
  { name: 'passScore', label: t.passScore, hint: t.passScoreHint },
  { name: 'attemptLimit', label: t.attemptLimit, hint: t.attemptLimitHint(QUIZ_LIMITS.attemptLimitMax) },
  { name: 'timeLimitMinutes', label: t.timeLimit, hint: t.timeLimitHint(QUIZ_LIMITS.timeLimitMax) },
] as const;

/** Title, pass mark, attempts per 24 h and the optional time limit. */
export function QuizSettings({ editor }: { editor: QuizEditor }) {
  const { shown } = editor;
  return (
    <section className={styles.card} aria-labelledby="quiz-settings-title">
      <h2 id="quiz-settings-title">{t.settings}</h2>
      <div className={styles.settings}>
        <Field id={fieldId('title')} label={t.titleLabel} {...editor.input('title', 'title')} error={shown.title} />
        {NUMBERS.map(({ name, label, hint }) => (
          <Field
            key={name}
            id={fieldId(name)}
            label={label}
            hint={hint}
            numeric
            {...editor.input(name, name)}
            error={shown[name]}
          />
        ))}
      </div>
    </section>
  );
}
