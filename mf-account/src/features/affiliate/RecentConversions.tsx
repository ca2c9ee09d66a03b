import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { formatVnd } from '@app/shared/format';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { vnDate, vnDateTime } from '@app/shared/money/vnTime';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import styles from './affiliateDashboard.module.css';

const t = affiliateMessages.dashboard;

type Conversion = AffiliateDashboard['recent'][number];

const statusText = (conversion: Conversion) =>
  conversion.status === 'pending'
    ? t.conversionStatus.pending(vnDate(conversion.availableAt))
    : t.conversionStatus[conversion.status];

/** The last orders through the user's links; buyers arrive masked from the server ('Nguyễn V. A.'). */
export function RecentConversions({ data }: { data: AffiliateDashboard }) {
  return (
    <section className={money.card} aria-labelledby="aff-recent-title">
      <h2 id="aff-recent-title">{t.recentTitle}</h2>
      {data.recent.length === 0 ? (
        <p className={money.muted}>{t.empty}</p>
      ) : (
        <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.recentCaption}>
          <table className={money.table}>
            <caption>{t.recentCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col">{t.buyer}</th>
                <th scope="col" className={money.num}>
                  {t.amount}
                </th>
                <th scope="col" className={money.num}>
                  {t.commission}
                </th>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.recent.map((conversion) => (
                <tr key={conversion.orderId}>
                  <th scope="row">{conversion.title}</th>
                  <td>{conversion.buyer}</td>
                  <td className={money.num}>{formatVnd(conversion.amount)}</td>
                  <td className={money.num}>{formatVnd(conversion.commission)}</td>
                  <td className={styles.nowrap}>{vnDateTime(conversion.paidAt)}</td>
                  <td>
                    <span className={styles[conversion.status]}>{statusText(conversion)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
