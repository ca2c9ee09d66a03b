import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { FormError } from '@app/shared/ui/Field';
import { UploadControls } from '@app/shared/ui/UploadControls';
import { LessonForm, type LessonFormProps } from './LessonForm';
import { useVideoForm } from './useLessonVideo';
import styles from './lessons.module.css';

const t = adminLessonsMessages;

/**
 * The video and its poster for one lesson, each uploaded with its progress (pause, resume, cancel), then saved
 * together. Closing stops what is on its way.
 */
export function VideoForm({ courseId, lesson, onSaved, onCancel }: LessonFormProps) {
  const form = useVideoForm(courseId, lesson, onSaved);
  const preview = form.poster.state.previewUrl;

  return (
    <LessonForm
      id={`lesson-video-form-${lesson.id}`}
      title={t.formTitle(lesson.title)}
      busy={form.busy}
      failure={form.failure}
      submitLabel={t.save}
      onSubmit={form.save}
      onClose={() => {
        form.discard();
        onCancel();
      }}
    >
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
    </LessonForm>
  );
}
