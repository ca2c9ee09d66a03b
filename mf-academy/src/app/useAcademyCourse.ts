import { useAuthStore } from '@app/shared/auth/store';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiQuery } from '@app/shared/data/query';

/**
 * The academy course as the viewer sees it (`owned`, progress and lesson content depend on who asks), so
 * it is asked only once the sign-in check has finished: a signed-out answer cached during the check would
 * show a student the sales pitch instead of their progress.
 */
export function useAcademyCourse({ fresh = false, onDemand = false }: { fresh?: boolean; onDemand?: boolean } = {}) {
  const auth = useAuthStore((state) => state.status);
  return useApiQuery(
    'getCourse',
    { courseId: ACADEMY_COURSE_ID },
    // `fresh`: a page that decides on `owned` asks the server again when it opens (an answer cached on the
    // sales page may predate the payment). `onDemand`: a part of a page that already reads the course asks
    // again only when it calls `refetch` (the page's readers then get the new answer too).
    { enabled: !onDemand && auth !== 'checking', ...(fresh ? { staleTime: 0 } : {}) },
  );
}
