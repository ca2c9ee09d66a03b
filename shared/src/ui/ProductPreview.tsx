import { formatVnd } from '@app/shared/format';
import { productPreviewMessages as t } from '@app/shared/messages/productPreview';
import { Markdown } from '@app/shared/ui/Markdown';
import styles from './ProductPreview.module.css';

export type PreviewData = {
  title: string;
  description: string;
  /** "Bạn nhận được gì": promised to the buyer, so the moderator reads it too. */
  whatYouGet: string[];
  price: number;
  categoryName: string | null;
  subcategoryName: string | null;
  thumbnailUrl: string | null;
  creatorName: string | null;
};

/**
 * The product as a buyer sees it on its page: picture, title, price, category, description. Shown inside a
 * dialog (its title is the h2), so the product's title is an h3. Used by the creator's editor and the
 * admin's moderation queue.
 */
export function ProductPreview({ product }: { product: PreviewData }) {
  const category = [product.categoryName, product.subcategoryName].filter(Boolean).join(' · ');
  return (
    <article className={styles.preview} aria-label={product.title || t.untitled}>
      {product.thumbnailUrl ? (
        <img className={styles.previewImage} src={product.thumbnailUrl} alt="" width={640} height={360} />
      ) : (
        <div className={styles.previewImage} role="img" aria-label={t.noThumbnail}>
          <span aria-hidden="true">{t.noThumbnail}</span>
        </div>
      )}
      {category && <p className={styles.previewEyebrow}>{category}</p>}
      <h3 className={styles.previewTitle}>{product.title || t.untitled}</h3>
      <dl className={styles.previewFacts}>
        <div>
          <dt>{t.price}</dt>
          <dd data-testid="preview-price">{product.price === 0 ? t.free : formatVnd(product.price)}</dd>
        </div>
        {product.creatorName && (
          <div>
            <dt>{t.creator}</dt>
            <dd>{product.creatorName}</dd>
          </div>
        )}
      </dl>
      {product.description.trim() ? (
        // Under the dialog's title (h2) and the product's (h3): the description's headings start at h4.
        <Markdown source={product.description} headingBase={4} className={styles.previewDescription} />
      ) : (
        <p className={styles.muted}>{t.noDescription}</p>
      )}
      {product.whatYouGet.length > 0 && (
        <section aria-label={t.whatYouGet}>
          <h4 className={styles.previewSubtitle}>{t.whatYouGet}</h4>
          <ul className={styles.previewList}>
            {product.whatYouGet.map((item, index) => (
              // The same line may be written twice: the position keeps each one apart.
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
