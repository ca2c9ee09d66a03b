import { QUIZ_LIMITS } from '@app/shared/contracts/academy-constants';
import { adminQuizzesMessages } from '@app/shared/messages/admin/quizzes';
import { Field } from '@app/shared/ui/Field';
import { fieldId, type QuizDraft, type SettingField } from './quizDraft';
import type { EditorDispatch } from './QuestionEditor';
import styles from './QuizEditor.module.css';

const t = adminQuizzesMessages;

type Props = { draft: QuizDraft; shown: Record<string, string>; dispatch: EditorDispatch };

/** Title, pass mark, attempts per 24 h and the optional time limit. */
export function QuizSettings({ draft, shown, dispatch }: Props) {
  const set = (field: SettingField) => (event: { target: { value: string } }) =>
    dispatch({ type: 'setField', field, value: event.target.value });
  // Numbers are typed as text with a numeric keyboard: the contract's schema says what is wrong, not the
  // browser (a number input would hide "12a" as an empty value).
  const number = { inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <section className={styles.card} aria-labelledby="quiz-settings-title">
      <h2 id="quiz-settings-title">{t.settings}</h2>
      <div className={styles.settings}>
        <Field
          id={fieldId('title')}
          label={t.titleLabel}
          value={draft.title}
          onChange={set('title')}
          error={shown.title}
        />
        <Field
          id={fieldId('passScore')}
          label={t.passScore}
          hint={t.passScoreHint}
          {...number}
          value={draft.passScore}
          onChange={set('passScore')}
          error={shown.passScore}
        />
        <Field
          id={fieldId('attemptLimit')}
          label={t.attemptLimit}
          hint={t.attemptLimitHint(QUIZ_LIMITS.attemptLimitMax)}
          {...number}
          value={draft.attemptLimit}
          onChange={set('attemptLimit')}
          error={shown.attemptLimit}
        />
        <Field
          id={fieldId('timeLimitMinutes')}
          label={t.timeLimit}
          hint={t.timeLimitHint(QUIZ_LIMITS.timeLimitMax)}
          {...number}
          value={draft.timeLimitMinutes}
          onChange={set('timeLimitMinutes')}
          error={shown.timeLimitMinutes}
        />
      </div>
    </section>
  );
}
