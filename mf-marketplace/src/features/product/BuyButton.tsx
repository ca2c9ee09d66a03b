import { useAuthStore } from '@app/shared/auth/store';
import type { Product } from '@app/shared/contracts/catalog';
import { useApiMutation } from '@app/shared/data/query';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { orderAttribution } from '@app/shared/referral/store';
import { useLocation, useNavigate } from '@app/shared/router';
import { authPath, paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonAnchor } from '@app/shared/ui/ButtonLink';
import { FormError } from '@app/shared/ui/Field';
import { ownsProduct } from '../../app/ownsProduct';
import styles from './ProductPage.module.css';

type Props = { product: Pick<Product, 'id' | 'appUrl'> };

/**
 * Buy: creates (or reuses) the pending order and goes to its checkout page. Signed out: to /auth and back.
 * Owned (in the profile's library): 'open', linking to the product's app.
 */
export function BuyButton({ product }: Props) {
  const status = useAuthStore((s) => s.status);
  const owned = useAuthStore((s) => ownsProduct(s.user?.library, product.id));
  const navigate = useNavigate();
  const location = useLocation();
  const order = useApiMutation('createProductOrder', {
    onSuccess: ({ transactionId }) => navigate(paths.checkout(transactionId)),
  });

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

  const buy = () => {
    if (status !== 'signed-in') {
      navigate(authPath(location));
      return;
    }
    // The code seen in the last 30 days and this browser's visitor id: the server attributes the order.
    order.mutate({ productId: product.id, ...orderAttribution() });
  };

  // After success the page is leaving for the checkout: the button stays busy until it has.
  const busy = order.isPending || order.isSuccess;
  return (
    <div className={styles.buy}>
      <Button onClick={buy} loading={busy} disabled={status === 'checking'}>
        {busy ? m.product.buying : m.product.buy}
      </Button>
      <FormError message={order.error?.message} />
    </div>
  );
}
