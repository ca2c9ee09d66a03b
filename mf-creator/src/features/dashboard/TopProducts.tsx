import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Card } from '@app/shared/ui/Card';
import { Table, type Column } from '@app/shared/ui/Table';

const t = creatorMessages.dashboard;

type TopProduct = CreatorDashboard['topProducts'][number];

const columns: Column<TopProduct>[] = [
  {
    label: t.product,
    rowHeader: true,
    cell: (product) => <Link to={paths.product(product.productId)}>{product.title}</Link>,
  },
  { label: t.count, numeric: true, cell: (product) => product.count },
  { label: t.gross, numeric: true, cell: (product) => formatVnd(product.gross) },
  { label: t.netShort, numeric: true, cell: (product) => formatVnd(product.net) },
];

/** The period's best sellers. */
export function TopProducts({ data }: { data: CreatorDashboard }) {
  return (
    <Card title={t.topTitle}>
      <Table
        caption={t.topCaption(data.days)}
        columns={columns}
        rows={data.topProducts}
        rowKey={(product) => product.productId}
        empty={t.topEmpty}
      />
    </Card>
  );
}
