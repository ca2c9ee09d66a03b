import type { Lesson } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Markdown } from '@app/shared/ui/Markdown';
import { Notice } from '@app/shared/ui/Notice';
import { FormError } from '@app/shared/ui/Field';
import { formatDuration, withoutRepeatedTitle } from '../../app/course';
import { LessonVideo } from './LessonVideo';
import styles from './MyCourse.module.css';

const t = academyMessages.course;

type Props = {
  lesson: Lesson;
  index: number;
  total: number;
  previous: Lesson | null;
  next: Lesson | null;
  done: boolean;
  completing: boolean;
  completeError: string | null;
  onComplete: () => void;
};

export function LessonView({
  lesson,
  index,
  total,
  previous,
  next,
  done,
  completing,
  completeError,
  onComplete,
}: Props) {
  return (
    <article className={styles.lesson} aria-labelledby="lesson-title">
      <p className={styles.lessonMeta}>
        {lesson.module} · {t.lessonOf(index + 1, total)} · {formatDuration(lesson.durationMinutes)}
      </p>
      <h2 id="lesson-title" className={styles.lessonTitle}>
        {lesson.title}
      </h2>
      {lesson.video && <LessonVideo lesson={lesson} video={lesson.video} className={styles.lessonVideo} />}
      {lesson.content ? (
        // The page has its h1 and the lesson title is the h2: a lesson's own headings start at h3.
        <Markdown
          source={withoutRepeatedTitle(lesson.content, lesson.title)}
          headingBase={3}
          loadingLabel={t.loadingLesson}
        />
      ) : (
        <Notice kind="empty">{t.noContent}</Notice>
      )}
      <div className={styles.lessonActions}>
        {done ? (
          <p className={styles.doneBadge}>
            <span aria-hidden="true">✓ </span>
            {t.lessonDone}
          </p>
        ) : (
          <Button onClick={onComplete} loading={completing}>
            {completing ? t.completing : t.completeLesson}
          </Button>
        )}
        <FormError message={completeError} />
      </div>
      <nav className={styles.pager} aria-label={t.pager}>
        {previous ? (
          <ButtonLink to={paths.lesson(previous.id)} variant="secondary" rel="prev">
            <span aria-hidden="true">←</span> {t.previous}
          </ButtonLink>
        ) : (
          <span />
        )}
        {next && (
          <ButtonLink to={paths.lesson(next.id)} variant="secondary" rel="next">
            {t.next} <span aria-hidden="true">→</span>
          </ButtonLink>
        )}
      </nav>
    </article>
  );
}
