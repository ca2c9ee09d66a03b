import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { vnDate, vnDateTime } from '@app/shared/money/vnTime';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import styles from './dashboard.module.css';

const t = creatorMessages.dashboard;

type Sale = CreatorDashboard['recentSales'][number];

const statusText = (sale: Sale) =>
  sale.status === 'pending' ? t.saleStatus.pending(vnDate(sale.availableAt)) : t.saleStatus[sale.status];

/** The last sales; the buyer's name arrives masked from the server ('Nguyễn V. A.'). */
export function RecentSales({ data }: { data: CreatorDashboard }) {
  return (
    <section className={money.card} aria-labelledby="dash-recent-title">
      <h2 id="dash-recent-title">{t.recentTitle}</h2>
      <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.recentCaption}>
        <table className={money.table}>
          <caption>{t.recentCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col">{t.buyer}</th>
              <th scope="col" className={money.num}>
                {t.price}
              </th>
              <th scope="col" className={money.num}>
                {t.netShort}
              </th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {data.recentSales.map((sale) => (
              <tr key={sale.orderId}>
                <th scope="row">{sale.productTitle}</th>
                <td>{sale.buyer}</td>
                <td className={money.num}>{formatVnd(sale.price)}</td>
                <td className={money.num}>{formatVnd(sale.net)}</td>
                <td className={styles.nowrap}>{vnDateTime(sale.paidAt)}</td>
                <td>
                  <span className={styles[sale.status]}>{statusText(sale)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
