import type { MyCourse } from '@app/shared/contracts/academy';
import { useApiQuery } from '@app/shared/data/query';

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
