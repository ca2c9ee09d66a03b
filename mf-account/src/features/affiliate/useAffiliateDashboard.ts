import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { useApiQuery } from '@app/shared/data/query';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';
import { hasActivity } from './dashboardView';

export type AffiliateDashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /**
   * `active`: false for a user with no clicks or earnings yet (the page explains how to start).
   * `updating`: another period was chosen and is loading; the previous figures stay until it comes.
   */
  | { status: 'ready'; data: AffiliateDashboard; active: boolean; updating: boolean };

/** The user's affiliate figures for a period of `days`. */
export function useAffiliateDashboard(days: Days) {
  const query = useApiQuery('getAffiliateDashboard', { days }, { keepPrevious: true });
  let state: AffiliateDashboardState;
  if (query.data) {
    state = { status: 'ready', data: query.data, active: hasActivity(query.data), updating: query.isPlaceholderData };
  } else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
