import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Card, CardActions } from '@app/shared/ui/Card';
import { absoluteLink } from './dashboardView';
import { ShareLinkButton } from '../../app/ShareLinkButton';
import styles from './affiliateDashboard.module.css';

const t = affiliateMessages.dashboard;

/** The catalogue link and each promoted product's link, absolute, each with its copy button. */
export function AffiliateLinks({ data }: { data: AffiliateDashboard }) {
  const origin = window.location.origin;
  return (
    <Card title={t.linksTitle}>
      <p className="muted">{t.linksHint(data.code)}</p>
      <ul className={styles.links}>
        {data.links.map((link) => {
          const url = absoluteLink(origin, link.path);
          return (
            <li key={link.productId ?? 'catalogue'} className={styles.link}>
              <span className={styles.linkTitle}>{link.title}</span>
              <code className={styles.url}>{url}</code>
              <ShareLinkButton url={url} title={link.title} texts={t.share} />
            </li>
          );
        })}
      </ul>
      <CardActions>
        <ButtonLink to={paths.affiliateMarketplace} variant="secondary">
          {t.toMarketplace}
        </ButtonLink>
      </CardActions>
    </Card>
  );
}
