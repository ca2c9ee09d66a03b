import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { useApiQuery } from '@app/shared/data/query';
import type { Days } from '@app/shared/ui/charts/PeriodPicker';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** A creator who has never sold anything. */
  | { status: 'empty'; data: CreatorDashboard }
  /** `updating`: another period was chosen and is loading; the previous figures stay until it comes. */
  | { status: 'ready'; data: CreatorDashboard; updating: boolean };

/** The creator's figures for a period of `days`, compared with the period before. */
export function useDashboard(days: Days) {
  const query = useApiQuery('getCreatorDashboard', { days }, { keepPrevious: true });
  let state: DashboardState;
  if (query.data) {
    const data = query.data;
    state =
      data.totals.count === 0 && data.recentSales.length === 0
        ? { status: 'empty', data }
        : { status: 'ready', data, updating: query.isPlaceholderData };
  } else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
