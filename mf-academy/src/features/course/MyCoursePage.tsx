import { hasRole, useAuthStore } from '@app/shared/auth/store';
import { academyMessages } from '@app/shared/messages/academy';
import { Navigate, useParams } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Loaded } from '@app/shared/ui/Loaded';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { resumeLessonId } from '../../app/course';
import { useAcademyCourse } from '../../app/useAcademyCourse';
import { CoursePlayer } from './CoursePlayer';

const t = academyMessages.course;
const c = academyMessages.common;

function Body() {
  const course = useAcademyCourse({ fresh: true });
  const isAdmin = useAuthStore((state) => hasRole(state.user, 'admin'));
  const lessonId = (useParams()['*'] ?? '').replace(/\/+$/, '');

  return (
    <Loaded query={course} messages={c}>
      {(data) => {
        // Owners and admins only: everyone else is offered the course — on the server's current word, not on
        // an answer cached before a payment.
        if (!data.owned && !isAdmin) {
          if (course.isFetching) return <Notice kind="loading" label={c.loading} />;
          return <Navigate to={paths.salepage} replace />;
        }
        if (!lessonId) {
          const resume = resumeLessonId(data);
          if (!resume) return <Notice kind="empty">{t.noLessons}</Notice>;
          return <Navigate to={paths.lesson(resume)} replace />;
        }
        return <CoursePlayer course={data} lessonId={lessonId} />;
      }}
    </Loaded>
  );
}

/** /training/my-course/:lessonId? — the course player (signed in: the route sits in RequireAuth). */
export function MyCoursePage() {
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title}>
      <Body />
    </PageFrame>
  );
}
