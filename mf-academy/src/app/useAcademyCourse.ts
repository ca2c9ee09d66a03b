import { useAuthStore } from '@app/shared/auth/store';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiQuery } from '@app/shared/data/query';

/**
 * The academy course as the viewer sees it (`owned`, progress and lesson content depend on who asks), so
 * it is asked only once the sign-in check has finished: a signed-out answer cached during the check would
 * show a student the sales pitch instead of their progress.
 */
export function useAcademyCourse({ fresh = false }: { fresh?: boolean } = {}) {
  const auth = useAuthStore((state) => state.status);
  return useApiQuery(
    'getCourse',
    { courseId: ACADEMY_COURSE_ID },
    // `fresh`: a page that decides on `owned` asks the server again when it opens (an answer cached on the
    // sales page may predate the payment).
    { enabled: auth !== 'checking', ...(fresh ? { staleTime: 0 } : {}) },
  );
}
