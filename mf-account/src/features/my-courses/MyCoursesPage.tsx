import type { MyCourse } from '@app/shared/contracts/academy';
import { accountMessages } from '@app/shared/messages/account';
import { paths } from '@app/shared/routing/paths';
import { CourseActions, courseActivity } from '@app/shared/ui/CourseActions';
import { OwnedCourses } from '@app/shared/ui/OwnedCourses';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { vnDate } from '@app/shared/time/vietnam';
import { areaNav } from '../../app/nav';
import { CourseRefund } from '../refunds/CourseRefund';
import styles from './MyCourses.module.css';

const t = accountMessages.myCourses;

function Progress({ course }: { course: MyCourse }) {
  const { completedCount: done, lessonCount: total } = course;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t.progressLabel(course.title)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t.lessons(done, total)}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.count}>{t.lessons(done, total)}</p>
    </div>
  );
}

function CourseCard({ course }: { course: MyCourse }) {
  const activity = courseActivity(course, vnDate);
  return (
    <li className={styles.course}>
      <div className={styles.head}>
        <h2 className={styles.title}>{course.title}</h2>
        <p className={styles.meta}>
          {activity && `${activity} · `}
          {t.purchasedAt(vnDate(course.purchasedAt))}
        </p>
      </div>
      <Progress course={course} />
      <div className={styles.actions}>
        <CourseActions course={course} />
      </div>
      <CourseRefund course={course} />
    </li>
  );
}

/** /my/my-courses — the courses the user owns: progress, 'Học tiếp', the certificate, the refund guarantee. */
export function MyCoursesPage() {
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <OwnedCourses messages={t} emptyLink={{ to: paths.salepage, label: t.toSalepage }} className={styles.list}>
        {(course) => <CourseCard course={course} />}
      </OwnedCourses>
    </PageFrame>
  );
}
