import { useEffect, useRef } from 'react';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';
import { UploadControls } from '@app/shared/ui/UploadControls';
import { useVideoForm } from './useLessonVideo';
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
 * The video and its poster for one lesson, each uploaded with its progress (pause, resume, cancel), then saved
 * together. Opened in place of the lesson's buttons, with the focus on its title.
 */
export function VideoForm({ courseId, lesson, onSaved, onCancel }: Props) {
  const form = useVideoForm(courseId, lesson, onSaved);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const titleId = `lesson-video-form-${lesson.id}`;
  const preview = form.poster.state.previewUrl;

  return (
    <form className={styles.form} onSubmit={form.save} aria-labelledby={titleId} aria-busy={form.busy} noValidate>
      <h4 id={titleId} ref={title} tabIndex={-1} className={styles.formTitle}>
        {t.formTitle(lesson.title)}
      </h4>
      <p className={styles.hint}>{t.formHint}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t.video.section}</legend>
        <UploadControls upload={form.video} id={`lesson-video-file-${lesson.id}`} hint={t.video.hint} size="sm" />
        <FormError message={form.errors.uploadId} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t.poster.section}</legend>
        {preview && <img className={styles.poster} src={preview} alt="" width={160} height={90} />}
        <UploadControls upload={form.poster} id={`lesson-poster-file-${lesson.id}`} hint={t.poster.hint} size="sm" />
        <FormError message={form.errors.posterUploadId} />
      </fieldset>
      <FormError message={form.failure} />
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy}>
          {form.busy ? t.saving : t.save}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            form.discard();
            onCancel();
          }}
        >
          {t.close}
        </Button>
      </div>
    </form>
  );
}
