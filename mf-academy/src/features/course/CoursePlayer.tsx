import { useEffect, useRef, useState } from 'react';
import type { Course, Lesson } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { paths } from '@app/shared/routing/paths';
import { Notice } from '@app/shared/ui/Notice';
import { ordered, progressOf } from '../../app/course';
import { ProgressBar } from '../../app/ProgressBar';
import { CourseOutline } from './CourseOutline';
import { LessonView } from './LessonView';
import { useLessonProgress } from './useLessonProgress';
import styles from './MyCourse.module.css';

const t = academyMessages.course;

/** At 390 px the outline is a drawer: an expanded/collapsed toggle, closed by Escape or choosing a lesson. */
function useDrawer() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, setOpen, toggle };
}

function QuizCall({ course, left }: { course: Course; left: number }) {
  if (!course.quiz) return null;
  if (left > 0) return <p className={styles.quizLocked}>{t.quizLocked(left)}</p>;
  return (
    <Notice kind="info" link={{ to: paths.quiz(course.id), label: t.toQuiz }}>
      {t.quizReady}
    </Notice>
  );
}

type Props = { course: Course; lessonId: string };

/** The course player: outline, the lesson, completion, previous/next, progress and the way to the quiz. */
export function CoursePlayer({ course, lessonId }: Props) {
  const lessons = ordered(course.lessons);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson: Lesson | undefined = lessons[index];
  const completedIds = course.progress?.completedLessons ?? [];
  const completed = new Set(completedIds);
  const progress = progressOf(lessons, completedIds);
  const { open, setOpen, toggle } = useDrawer();
  const complete = useLessonProgress(course.id, lesson?.id ?? null);

  // A new lesson starts without the previous lesson's error.
  const { reset } = complete;
  useEffect(() => reset(), [lessonId, reset]);

  return (
    <div className={styles.player}>
      <div className={styles.topBar}>
        <button
          ref={toggle}
          type="button"
          className={styles.drawerToggle}
          aria-expanded={open}
          aria-controls="course-outline"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰ </span>
          {t.openOutline}
        </button>
        <div className={styles.topProgress}>
          <ProgressBar progress={progress} />
        </div>
      </div>
      <div className={styles.columns}>
        <aside id="course-outline" className={styles.outline} data-open={open}>
          <CourseOutline
            lessons={lessons}
            completed={completed}
            currentId={lesson?.id ?? null}
            onNavigate={() => setOpen(false)}
          />
        </aside>
        <div className={styles.content}>
          {lesson ? (
            <LessonView
              lesson={lesson}
              index={index}
              total={lessons.length}
              previous={lessons[index - 1] ?? null}
              next={lessons[index + 1] ?? null}
              done={completed.has(lesson.id)}
              completing={complete.isPending}
              completeError={complete.error?.message ?? null}
              onComplete={() => complete.mutate({ courseId: course.id, lessonId: lesson.id })}
            />
          ) : (
            <Notice kind="error">{t.lessonNotFound}</Notice>
          )}
          <QuizCall course={course} left={progress.total - progress.done} />
        </div>
      </div>
    </div>
  );
}
