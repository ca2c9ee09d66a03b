import { useApiQuery } from '@app/shared/data/query';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { useSearchParamsState } from '@app/shared/router';
import { Stack } from '@app/shared/ui/Card';
import { Loaded } from '@app/shared/ui/Loaded';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { ChecksCard } from './ChecksCard';
import { DaysCard } from './DaysCard';
import { MoneyFigures } from './MoneyFigures';
import { RangeForm } from './RangeForm';
import { parseRange, toRangeParams } from './reconciliationParams';
import { TrialBalanceCard } from './TrialBalanceCard';
import { UserBalanceCard } from './UserBalanceCard';

const t = adminReconciliationMessages;

/**
 * /admin/reconciliation: day by day, the bank's money in against the orders it paid and the ledger's money out
 * against payouts, refunds and returned transfers; the trial balance at the end of the range; the checks
 * (daily by the API, or now for a day) with what they found; any user's stored balance against their lines.
 */
export function ReconciliationPage() {
  const { state: range, setState: setRange, key } = useSearchParamsState(parseRange, toRangeParams);
  // The previous range stays on screen while another loads (marked as updating).
  const query = useApiQuery('getReconciliation', range, { keepPrevious: true });
  const updating = query.isPlaceholderData;
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <Stack>
        <RangeForm key={key} range={range} onApply={setRange} />
        <Loaded query={query} messages={t}>
          {(data) => (
            <>
              <MoneyFigures data={data} updating={updating} />
              <DaysCard data={data} updating={updating} />
              <TrialBalanceCard balance={data.trialBalance} />
              <ChecksCard checks={data.checks} day={data.to} />
            </>
          )}
        </Loaded>
        <UserBalanceCard />
      </Stack>
    </PageFrame>
  );
}
