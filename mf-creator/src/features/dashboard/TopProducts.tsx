import type { CreatorDashboard } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';

const t = creatorMessages.dashboard;

/** The period's best sellers. */
export function TopProducts({ data }: { data: CreatorDashboard }) {
  return (
    <section className={money.card} aria-labelledby="dash-top-title">
      <h2 id="dash-top-title">{t.topTitle}</h2>
      {data.topProducts.length === 0 ? (
        <p className={money.muted}>{t.topEmpty}</p>
      ) : (
        <div className={money.tableWrap} tabIndex={0} role="region" aria-label={t.topCaption(data.days)}>
          <table className={money.table}>
            <caption>{t.topCaption(data.days)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col" className={money.num}>
                  {t.count}
                </th>
                <th scope="col" className={money.num}>
                  {t.gross}
                </th>
                <th scope="col" className={money.num}>
                  {t.netShort}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topProducts.map((product) => (
                <tr key={product.productId}>
                  <th scope="row">
                    <Link to={paths.product(product.productId)}>{product.title}</Link>
                  </th>
                  <td className={money.num}>{product.count}</td>
                  <td className={money.num}>{formatVnd(product.gross)}</td>
                  <td className={money.num}>{formatVnd(product.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
