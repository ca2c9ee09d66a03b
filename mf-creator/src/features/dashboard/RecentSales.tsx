import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { creatorMessages } from '@app/shared/messages/creator';
import { RecentSalesTable, type RecentSale } from '@app/shared/ui/RecentSalesTable';

const t = creatorMessages.dashboard;

const texts = {
  title: t.recentTitle,
  caption: t.recentCaption,
  product: t.product,
  buyer: t.buyer,
  amount: t.price,
  share: t.netShort,
  date: t.date,
  status: t.status,
  pending: t.saleStatus.pending,
  available: t.saleStatus.available,
  undone: t.saleStatus.refunded,
};

const saleOf = (sale: CreatorDashboard['recentSales'][number]): RecentSale => ({
  orderId: sale.orderId,
  title: sale.productTitle,
  buyer: sale.buyer,
  amount: sale.price,
  share: sale.net,
  paidAt: sale.paidAt,
  availableAt: sale.availableAt,
  status: sale.status === 'refunded' ? 'undone' : sale.status,
});

/** The last sales with what the creator nets on each. */
export function RecentSales({ data }: { data: CreatorDashboard }) {
  return <RecentSalesTable rows={data.recentSales.map(saleOf)} texts={texts} />;
}
