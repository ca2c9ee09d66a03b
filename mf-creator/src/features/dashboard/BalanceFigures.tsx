import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Card, CardActions } from '@app/shared/ui/Card';
import { Figures } from '@app/shared/ui/Figures';

const t = creatorMessages.dashboard;

/** The balance (the same ledger figures as /creator/payouts) and the all-time totals. */
export function BalanceFigures({ data }: { data: CreatorDashboard }) {
  const balance = [
    { label: t.pending, value: formatVnd(data.balance.pending) },
    { label: t.available, value: formatVnd(data.balance.available) },
  ];
  const totals = [
    { label: t.gross, value: formatVnd(data.totals.gross) },
    { label: t.net, value: formatVnd(data.totals.net) },
    {
      label: t.count,
      value: data.totals.count,
      notes: [t.productsCount(data.publishedCount, data.productCount)],
    },
  ];
  return (
    <>
      <Card title={t.balanceTitle}>
        <Figures figures={balance} />
        <CardActions>
          <ButtonLink to={paths.creatorPayouts} variant="secondary">
            {t.toPayouts}
          </ButtonLink>
        </CardActions>
      </Card>
      <Card title={t.totalsTitle}>
        <Figures figures={totals} />
      </Card>
    </>
  );
}
