import type { AffiliateProduct } from '@app/shared/contracts/affiliates';
import { formatPercent, formatVnd } from '@app/shared/format';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { CARD_COVER_SIZES, CARD_MAX_WIDTH } from '@app/shared/media/picture';
import { Link } from '@app/shared/router';
import { MediaPicture } from '@app/shared/ui/MediaPicture';
import { ShareLinkButton } from '../../app/ShareLinkButton';
import styles from './marketplace.module.css';

const t = affiliateMessages.marketplace;

type Props = { item: AffiliateProduct; link: string };

/** One product (or the academy course) to promote: what it is, what a sale pays, and its link. */
export function AffiliateProductCard({ item, link }: Props) {
  return (
    <article className={styles.card} data-item-id={item.id}>
      {item.cover ? (
        <MediaPicture
          image={item.cover}
          alt=""
          sizes={CARD_COVER_SIZES}
          maxWidth={CARD_MAX_WIDTH}
          className={styles.cover}
        />
      ) : (
        <div className={styles.thumb}>
          <span className={styles.noThumb}>{item.kind === 'course' ? t.course : t.noThumbnail}</span>
        </div>
      )}
      <div className={styles.cardBody}>
        <p className={styles.category}>
          {item.kind === 'course' && <span className={styles.badge}>{t.course}</span>}
          {item.categoryName}
        </p>
        <h2 className={styles.title}>
          <Link to={item.path} className={styles.titleLink}>
            {item.title}
          </Link>
        </h2>
        <p className={styles.creator}>
          {t.creator}: {item.creatorName ?? t.platform}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t.price}</dt>
            <dd>{formatVnd(item.price)}</dd>
          </div>
          <div>
            <dt>{t.rate}</dt>
            <dd>{formatPercent(item.commissionRate)}</dd>
          </div>
          <div className={styles.perSale}>
            <dt>{t.perSale}</dt>
            <dd data-testid="commission-per-sale">{formatVnd(item.commissionPerSale)}</dd>
          </div>
        </dl>
        <p className={styles.sales}>{t.sales(item.salesCount)}</p>
        <div className={styles.copy}>
          <ShareLinkButton url={link} title={item.title} texts={t.share} />
        </div>
      </div>
    </article>
  );
}
