import { useEffect, useRef } from 'react';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import { useCaptionsForm } from './useLessonVideo';
import styles from './lessons.module.css';

const t = adminLessonsMessages;

type Props = {
  courseId: string;
  lesson: LessonForEdit;
  /** Saved: what to announce (the form closes). */
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/**
 * The captions of one lesson's video: a WebVTT file, read and checked as soon as it is chosen, then saved.
 * Opened in place of the lesson's buttons, with the focus on its title.
 */
export function CaptionsForm({ courseId, lesson, onSaved, onCancel }: Props) {
  const form = useCaptionsForm(courseId, lesson, onSaved);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const titleId = `lesson-captions-form-${lesson.id}`;

  return (
    <form className={styles.form} onSubmit={form.save} aria-labelledby={titleId} aria-busy={form.busy} noValidate>
      <h4 id={titleId} ref={title} tabIndex={-1} className={styles.formTitle}>
        {t.captions.formTitle(lesson.title)}
      </h4>
      <Field
        id={`lesson-captions-file-${lesson.id}`}
        label={t.captions.choose}
        hint={t.captions.hint}
        type="file"
        accept=".vtt,text/vtt"
        error={form.error}
        onChange={(event) => void form.choose(event)}
      />
      <p className={styles.hasVideo} aria-live="polite">
        {form.chosen}
      </p>
      <FormError message={form.failure} />
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy}>
          {form.busy ? t.saving : t.captions.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.close}
        </Button>
      </div>
    </form>
  );
}
