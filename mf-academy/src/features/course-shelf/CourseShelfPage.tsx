import { useAuthStore } from '@app/shared/auth/store';
import type { MyCourse } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { CourseActions, courseActivity } from '@app/shared/ui/CourseActions';
import { OwnedCourses } from '@app/shared/ui/OwnedCourses';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { vnDateTime } from '@app/shared/time/vietnam';
import { areaNav } from '../../app/nav';
import { ProgressBar } from '../../app/ProgressBar';
import styles from './CourseShelfPage.module.css';

const t = academyMessages.library;
const c = academyMessages.common;

function CourseCard({ course }: { course: MyCourse }) {
  const percent = course.lessonCount === 0 ? 0 : Math.round((course.completedCount / course.lessonCount) * 100);
  const activity = courseActivity(course, vnDateTime);
  return (
    <li className={styles.card}>
      <h2 className={styles.title}>{course.title}</h2>
      <ProgressBar progress={{ done: course.completedCount, total: course.lessonCount, percent }} />
      <p className={styles.meta}>
        {activity && (
          <>
            {activity}
            <br />
          </>
        )}
        {t.purchasedAt(vnDateTime(course.purchasedAt))}
      </p>
      <div className={styles.actions}>
        <CourseActions course={course} />
      </div>
      {/* The refund request lives on /my/my-courses (the account area); this page only points there. */}
      <Link className={styles.manage} to={paths.myCourses}>
        {t.manage}
      </Link>
    </li>
  );
}

function Body() {
  // Behind the sign-in gate: the list is asked for once the sign-in check has finished.
  const auth = useAuthStore((state) => state.status);
  return (
    <OwnedCourses
      messages={{ ...c, empty: t.empty }}
      emptyLink={{ to: paths.training, label: t.browse }}
      enabled={auth === 'signed-in'}
      className={styles.list}
    >
      {(course) => <CourseCard course={course} />}
    </OwnedCourses>
  );
}

/** /training/library — the courses the user owns, with progress, last activity and certificates. */
export function CourseShelfPage() {
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Body />
    </PageFrame>
  );
}
