import { useId, type ReactNode } from 'react';
import { formatVnd } from '@app/shared/format';
import { orderMessages } from '@app/shared/messages/orders';
import type { ReviewStep } from '@app/shared/payments/review';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { FormError } from '@app/shared/ui/Field';
import styles from './OrderReview.module.css';

const t = orderMessages.review;

export type ReviewItem = {
  kind: 'product' | 'course';
  title: string;
  /** "Bạn nhận được gì": the item's own list (the creator's, the course's outcomes); none is left out. */
  whatYouGet: readonly string[];
  /** The refund line, from the same rule the refunds follow; null when nothing can be refunded (free). */
  refund: string | null;
  /** A small picture of the item (a product's cover), beside its name. */
  picture?: ReactNode;
};

type Props = {
  item: ReviewItem;
  /** The price to confirm (the server's newer one once it has said it). */
  price: number;
  step: ReviewStep;
  onConfirm: () => void;
  /** Where "Quay lại" leads: the item's page. Leaving opens no order. */
  backTo: string;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h3 id={id} className={styles.partTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The summary a buyer confirms before any order exists: the item and its price, what they get, the refund
 * line and the way to pay (bank transfer by VietQR). Only "Xác nhận và thanh toán" opens the order; a price
 * changed meanwhile is said, with the new one, before the buyer confirms again.
 */
export function OrderReview({ item, price, step, onConfirm, backTo }: Props) {
  const headingId = useId();
  const confirming = step.status === 'confirming';
  return (
    <section className={styles.review} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t.summary}
      </h2>
      <div className={styles.item}>
        {item.picture && <div className={styles.picture}>{item.picture}</div>}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{item.kind === 'course' ? t.course : t.product}</dt>
            <dd className={styles.title}>{item.title}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t.total}</dt>
            <dd className={styles.price} data-testid="review-price">
              {formatVnd(price)}
            </dd>
          </div>
        </dl>
      </div>
      {step.status === 'price-changed' && (
        <p className={styles.changed} role="alert">
          {t.priceChangedFromTo(formatVnd(step.from), formatVnd(step.to))}
        </p>
      )}
      {item.whatYouGet.length > 0 && (
        <Part title={t.whatYouGet}>
          <ul className={styles.checklist}>
            {item.whatYouGet.map((line, index) => (
              // The same line may be written twice: the position keeps each one apart.
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        </Part>
      )}
      {item.refund && (
        <Part title={t.refund}>
          <p className={styles.text}>{item.refund}</p>
        </Part>
      )}
      <Part title={t.method}>
        <p className={styles.method}>{t.methodName}</p>
        <p className={styles.hint}>{t.methodHint}</p>
      </Part>
      <FormError message={step.status === 'failed' ? step.message : null} />
      <div className={styles.actions}>
        <ButtonLink to={backTo} variant="secondary">
          {t.back}
        </ButtonLink>
        <Button onClick={onConfirm} loading={confirming}>
          {confirming ? t.confirming : t.confirm}
        </Button>
      </div>
    </section>
  );
}
