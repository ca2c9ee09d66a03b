import type { MyCourse } from '@app/shared/contracts/academy';
import { academyMessages } from '@app/shared/messages/academy';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';

const c = academyMessages.common;

/**
 * What an owned course offers, the same on the academy's shelf and the account's course list: a graduate
 * the certificate first and "Học lại" second; anyone else "Bắt đầu học", or "Học tiếp" at the lesson where
 * they stopped.
 */
export function CourseActions({ course }: { course: MyCourse }) {
  if (course.certificateId) {
    return (
      <>
        <ButtonLink to={paths.certificate(course.certificateId)}>{academyMessages.library.certificate}</ButtonLink>
        <ButtonLink to={paths.myCourse} variant="secondary">
          {c.studyAgain}
        </ButtonLink>
      </>
    );
  }
  const started = course.completedCount > 0 || course.lastLessonId !== null;
  const resume = course.lastLessonId ? paths.lesson(course.lastLessonId) : paths.myCourse;
  return <ButtonLink to={resume}>{started ? c.continue : c.start}</ButtonLink>;
}

/**
 * The course's last activity in words ('Hoạt động gần nhất: …', `when` writing the instant), 'Chưa bắt đầu
 * học' before any lesson, or null when lessons are done but no activity time is known (nothing to contradict
 * the progress shown beside it).
 */
export function courseActivity(course: MyCourse, when: (at: string) => string): string | null {
  if (course.lastActivityAt) return c.lastActivity(when(course.lastActivityAt));
  return course.completedCount > 0 ? null : c.noActivity;
}
