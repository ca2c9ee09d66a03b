import { useAuthStore } from '@app/shared/auth/store';
import type { Product } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { useNavigate } from '@app/shared/router';
import { authPath, paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonAnchor } from '@app/shared/ui/ButtonLink';
import { ownsProduct } from '@app/shared/auth/ownsProduct';
import styles from './ProductPage.module.css';

type Props = { product: Pick<Product, 'id' | 'appUrl'> };

/**
 * Buy: to the review step, where the order is opened only when the buyer confirms. Signed out: to /auth first,
 * coming back to the review step. Owned (in the profile's library): 'open', linking to the product's app.
 */
export function BuyButton({ product }: Props) {
  const status = useAuthStore((s) => s.status);
  const owned = useAuthStore((s) => ownsProduct(s.user?.library, product.id));
  const navigate = useNavigate();

  if (owned) {
    return (
      <div className={styles.buy}>
        <p className={styles.owned}>{m.product.owned}</p>
        {product.appUrl && (
          <ButtonAnchor href={product.appUrl} target="_blank" rel="noopener noreferrer">
            {m.product.open}
          </ButtonAnchor>
        )}
      </div>
    );
  }

  const review = paths.productReview(product.id);
  return (
    <div className={styles.buy}>
      <Button
        onClick={() => navigate(status === 'signed-in' ? review : authPath(review))}
        disabled={status === 'checking'}
      >
        {m.product.buy}
      </Button>
    </div>
  );
}
