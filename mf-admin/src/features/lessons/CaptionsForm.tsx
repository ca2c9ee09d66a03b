import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { Field } from '@app/shared/ui/Field';
import { LessonForm, type LessonFormProps } from './LessonForm';
import { useCaptionsForm } from './useLessonVideo';
import styles from './lessons.module.css';

const t = adminLessonsMessages.captions;

/** The captions of one lesson's video: a WebVTT file, read and checked as soon as it is chosen, then saved. */
export function CaptionsForm({ courseId, lesson, onSaved, onCancel }: LessonFormProps) {
  const form = useCaptionsForm(courseId, lesson, onSaved);
  return (
    <LessonForm
      id={`lesson-captions-form-${lesson.id}`}
      title={t.formTitle(lesson.title)}
      busy={form.busy}
      failure={form.failure}
      submitLabel={t.save}
      onSubmit={form.save}
      onClose={onCancel}
    >
      <Field
        id={`lesson-captions-file-${lesson.id}`}
        label={t.choose}
        hint={t.hint}
        type="file"
        accept=".vtt,text/vtt"
        error={form.error}
        onChange={(event) => void form.choose(event)}
      />
      <p className={styles.hasVideo} aria-live="polite">
        {form.chosen}
      </p>
    </LessonForm>
  );
}
