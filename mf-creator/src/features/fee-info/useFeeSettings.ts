import type { FeeSettings } from '@app/shared/contracts/ledger';
import { useApiQuery } from '@app/shared/data/query';

export type FeeSettingsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; settings: FeeSettings };

/** The fee rules the ledger applies, from the server (never a copy in the page). */
export function useFeeSettings() {
  const query = useApiQuery('getFeeSettings', null);
  let state: FeeSettingsState;
  if (query.data) state = { status: 'ready', settings: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
