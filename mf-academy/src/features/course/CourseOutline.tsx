import type { Lesson } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { formatDuration, groupByModule } from '../../app/course';
import styles from './MyCourse.module.css';

const t = academyMessages.course;

type Props = {
  lessons: Lesson[];
  completed: ReadonlySet<string>;
  currentId: string | null;
  /** After a lesson is chosen (the drawer closes on small screens). */
  onNavigate: () => void;
};

/** Modules, lessons and completion marks; the current lesson is aria-current. */
export function CourseOutline({ lessons, completed, currentId, onNavigate }: Props) {
  return (
    <nav aria-label={t.outline}>
      {groupByModule(lessons).map((group) => (
        <div key={group.title} className={styles.outlineModule}>
          <h2 className={styles.outlineModuleTitle}>{group.title}</h2>
          <ol className={styles.outlineLessons}>
            {group.lessons.map((lesson) => {
              const done = completed.has(lesson.id);
              const current = lesson.id === currentId;
              return (
                <li key={lesson.id}>
                  <Link
                    to={paths.lesson(lesson.id)}
                    className={`${styles.outlineLink} ${current ? styles.outlineCurrent : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    <span className={`${styles.mark} ${done ? styles.markDone : ''}`} aria-hidden="true">
                      {done ? '✓' : lesson.position}
                    </span>
                    <span className={styles.outlineText}>
                      {lesson.title}
                      <span className="visually-hidden"> ({done ? t.lessonDone : t.notDone})</span>
                      <span className={styles.outlineDuration}>{formatDuration(lesson.durationMinutes)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </nav>
  );
}
