import { useApiQuery } from '@app/shared/data/query';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import styles from './ProductPage.module.css';

/**
 * How long a buyer may ask for their money back, from the window the refund calls themselves check (the API's
 * fee settings): the page never states a number of its own. A free product has nothing to refund (null);
 * '' while the settings load.
 */
export function useRefundText(price: number): string | null {
  const settings = useApiQuery('getFeeSettings', null, { enabled: price > 0 });
  if (price === 0) return null;
  return settings.data ? m.product.refund(settings.data.productRefundWindowDays) : '';
}

/** The product page's refund line. Its line is reserved while the settings load, so nothing below it moves. */
export function RefundLine({ price }: { price: number }) {
  const text = useRefundText(price);
  if (text === null) return null;
  return (
    <p className={styles.refund} data-testid="refund-line">
      {text}
    </p>
  );
}
