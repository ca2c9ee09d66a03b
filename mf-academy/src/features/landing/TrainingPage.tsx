import type { Course } from '@app/shared/contracts/academy';
import { useApiQuery } from '@app/shared/data/query';
import { formatVnd } from '@app/shared/format';
import { academyMessages } from '@app/shared/messages/academy';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { vnDateTime } from '@app/shared/time/vietnam';
import { areaNav } from '../../app/nav';
import { formatDuration, groupByModule, progressOf, resumeLessonId, totalMinutes } from '../../app/course';
import { ProgressBar } from '../../app/ProgressBar';
import { useAcademyCourse } from '../../app/useAcademyCourse';
import styles from './TrainingPage.module.css';

const t = academyMessages.landing;
const c = academyMessages.common;

/** The owner's certificate for this course, once earned (the list of their courses carries it). */
function useCertificateId(course: Course): string | null {
  const mine = useApiQuery('listMyCourses', null, { enabled: course.owned });
  return mine.data?.find((item) => item.courseId === course.id)?.certificateId ?? null;
}

function StudentProgress({ course }: { course: Course }) {
  const progress = progressOf(course.lessons, course.progress?.completedLessons ?? []);
  const resume = resumeLessonId(course);
  const last = course.progress?.lastActivityAt;
  const certificateId = useCertificateId(course);
  return (
    <section className={`${styles.card} ${styles.progress}`} aria-labelledby="landing-progress">
      <h2 id="landing-progress" className={styles.h2}>
        {t.yourProgress}
      </h2>
      <ProgressBar progress={progress} />
      <p className={styles.muted}>{last ? c.lastActivity(vnDateTime(last)) : c.noActivity}</p>
      <div className={styles.actions}>
        {certificateId ? (
          // A graduate: the certificate first, studying again second; nothing left to enrol in or to pass.
          <>
            <ButtonLink to={paths.certificate(certificateId)} size="lg">
              {academyMessages.library.certificate}
            </ButtonLink>
            <ButtonLink to={paths.myCourse} variant="secondary" size="lg">
              {c.studyAgain}
            </ButtonLink>
          </>
        ) : (
          <StudyActions course={course} resume={resume} done={progress.done} total={progress.total} />
        )}
      </div>
    </section>
  );
}

type StudyProps = { course: Course; resume: string | null; done: number; total: number };

function StudyActions({ course, resume, done, total }: StudyProps) {
  return (
    <>
      {resume && (
        <ButtonLink to={paths.lesson(resume)} size="lg">
          {course.progress?.lastLessonId || done > 0 ? c.continue : c.start}
        </ButtonLink>
      )}
      {course.quiz && total > 0 && done === total && (
        <ButtonLink to={paths.quiz(course.id)} variant="secondary" size="lg">
          {t.toQuiz}
        </ButtonLink>
      )}
    </>
  );
}

function Outline({ course }: { course: Course }) {
  const groups = groupByModule(course.lessons);
  const done = new Set(course.progress?.completedLessons ?? []);
  return (
    <section className={styles.card} aria-labelledby="landing-outline">
      <h2 id="landing-outline" className={styles.h2}>
        {t.outlineTitle}
      </h2>
      <p className={styles.muted} data-testid="outline-summary">
        {c.modules(groups.length)} · {c.lessons(course.lessons.length)} · {formatDuration(totalMinutes(course.lessons))}
      </p>
      <ol className={styles.modules}>
        {groups.map((group) => (
          <li key={group.title} className={styles.module}>
            <h3 className={styles.moduleTitle}>
              <span>{group.title}</span>
              <span className={styles.muted}>{formatDuration(group.minutes)}</span>
            </h3>
            <ol className={styles.lessons}>
              {group.lessons.map((lesson) => (
                <li key={lesson.id} className={styles.lesson}>
                  <span>
                    {done.has(lesson.id) && (
                      <>
                        <span className={styles.check} aria-hidden="true">
                          ✓{' '}
                        </span>
                        <span className="visually-hidden">{academyMessages.course.lessonDone}: </span>
                      </>
                    )}
                    {lesson.title}
                  </span>
                  <span className={styles.muted}>{formatDuration(lesson.durationMinutes)}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {course.quiz && (
        <p className={styles.quiz}>
          <strong>{t.quizTitle}</strong> · {t.quizInfo(course.quiz.questionCount, course.quiz.passScore)}
        </p>
      )}
    </section>
  );
}

function Landing({ course }: { course: Course }) {
  return (
    <div className={course.owned ? `${styles.layout} ${styles.owned}` : styles.layout}>
      <div className={styles.main}>
        {course.owned && <StudentProgress course={course} />}
        <section className={styles.card} aria-labelledby="landing-outcomes">
          <h2 id="landing-outcomes" className={styles.h2}>
            {t.outcomesTitle}
          </h2>
          <ul className={styles.outcomes}>
            {course.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </section>
        <Outline course={course} />
        <section className={styles.card} aria-labelledby="landing-instructor">
          <h2 id="landing-instructor" className={styles.h2}>
            {t.instructorTitle}
          </h2>
          <div className={styles.instructor}>
            <span className={styles.avatar} aria-hidden="true">
              {course.instructor.name.split(' ').at(-1)?.[0]}
            </span>
            <div>
              <p className={styles.name}>{course.instructor.name}</p>
              <p className={styles.muted}>{course.instructor.title}</p>
              <p>{course.instructor.bio}</p>
            </div>
          </div>
        </section>
      </div>
      {/* The price and the way to enrol are for those who do not own the course yet. */}
      {!course.owned && (
        <aside className={styles.side}>
          <section className={`${styles.card} ${styles.priceCard}`} aria-labelledby="landing-price">
            <h2 id="landing-price" className={styles.h2}>
              {t.priceTitle}
            </h2>
            <p className={styles.price}>{formatVnd(course.price)}</p>
            <p className={styles.muted}>{t.oneTime}</p>
            <h3 className={styles.h3}>{t.guaranteeTitle}</h3>
            <p>{t.guarantee}</p>
            <ButtonLink to={paths.salepage} block>
              {t.toSalepage}
            </ButtonLink>
          </section>
        </aside>
      )}
    </div>
  );
}

/** /training — the academy landing, from getCourse; an owner also sees progress and 'Học tiếp'. */
export function TrainingPage() {
  const course = useAcademyCourse();
  // An owner has nothing left to enrol in: the area's navigation drops its enrol tab for them.
  const nav = course.data?.owned
    ? { ...areaNav, items: areaNav.items.filter((i) => i.to !== paths.salepage) }
    : areaNav;
  return (
    // The lead is the course's description (painted with the HTML from the early answer, api/early-calls.ts);
    // the area's navigation comes with it, under it, so nothing already drawn moves down when it arrives.
    <PageFrame
      eyebrow={t.eyebrow}
      title={t.title}
      lead={course.data?.description}
      nav={course.isPending ? undefined : nav}
    >
      {course.data ? (
        <Landing course={course.data} />
      ) : course.isError ? (
        <Notice kind="error" onRetry={() => void course.refetch()}>
          {c.loadFailed}
        </Notice>
      ) : (
        <Notice kind="loading" label={c.loading} />
      )}
    </PageFrame>
  );
}
