import type { FeeSettings } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { formatPercent } from '@app/shared/format';
import { bpsToPercent } from '@app/shared/money/amount';
import styles from './fees.module.css';
import { Card } from '@app/shared/ui/Card';

const t = creatorMessages.fees;

/** The fee model in plain words, every number from the settings the ledger uses. */
export function FeeModel({ settings }: { settings: FeeSettings }) {
  const fee = formatPercent(bpsToPercent(settings.feeBps));
  const minPayout = formatVnd(settings.minPayout);
  const points = [
    { title: t.noMonthlyTitle, body: t.noMonthly },
    { title: t.perSaleTitle(fee), body: t.perSale(fee) },
    { title: t.holdTitle(settings.holdDays), body: t.hold(settings.holdDays) },
    { title: t.minPayoutTitle(minPayout), body: t.minPayout(minPayout) },
    { title: t.affiliateTitle, body: t.affiliate(settings.maxCommissionPercent) },
  ];
  return (
    <Card title={t.modelTitle}>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.title} className={styles.point}>
            <h3>{point.title}</h3>
            <p>{point.body}</p>
          </li>
        ))}
        <li className={styles.point}>
          <h3>{t.academyTitle}</h3>
          <p>
            {t.academy(settings.academyCommissionPercent)} <Link to={paths.training}>{t.academyLink}</Link>
          </p>
        </li>
      </ul>
    </Card>
  );
}
