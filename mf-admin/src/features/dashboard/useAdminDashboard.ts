import type { AdminDashboard } from '@app/shared/contracts/admin';
import { useApiQuery } from '@app/shared/data/query';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';

export type AdminDashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `updating`: another period was chosen and is loading; the previous figures stay until it comes. */
  | { status: 'ready'; data: AdminDashboard; updating: boolean };

/** The marketplace's figures for a period of `days` against the period before, and the queues. */
export function useAdminDashboard(days: Days) {
  const query = useApiQuery('getAdminDashboard', { days }, { keepPrevious: true });
  let state: AdminDashboardState;
  if (query.data) state = { status: 'ready', data: query.data, updating: query.isPlaceholderData };
  else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
