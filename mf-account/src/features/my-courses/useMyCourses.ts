import type { MyCourse, RefundEligibility } from '@app/shared/contracts/academy';
import { apiKey, useApiMutation, useApiQuery } from '@app/shared/data/query';

export type MyCoursesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; courses: MyCourse[] };

/** The signed-in user's courses (listMyCourses). */
export function useMyCourses() {
  const query = useApiQuery('listMyCourses', null, { staleTime: 0 });
  let state: MyCoursesState;
  if (query.data) state = { status: 'ready', courses: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}

/**
 * Asks for the refund of one course. The answer (the new eligibility, with the pending request) is put in
 * the list at once, then the list is asked again.
 */
export function useRequestRefund() {
  return useApiMutation('requestCourseRefund', {
    onSuccess: (refund: RefundEligibility, input, client) => {
      client.setQueryData<MyCourse[]>(apiKey('listMyCourses', null), (courses) =>
        courses?.map((course) => (course.courseId === input.courseId ? { ...course, refund } : course)),
      );
    },
  });
}
