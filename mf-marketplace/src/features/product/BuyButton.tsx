import { useState } from 'react';
import { api, ApiError } from '@app/shared/api/client';
import { useAuthStore } from '@app/shared/auth/store';
import type { Product } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { messages } from '@app/shared/messages/vi';
import { useReferralStore } from '@app/shared/referral/store';
import { useLocation, useNavigate } from '@app/shared/router';
import { authRedirectPath, ownsProduct } from '../../app/authRedirect';
import styles from './ProductPage.module.css';

type Props = { product: Pick<Product, 'id' | 'appUrl'> };

/**
 * Buy: creates (or reuses) the pending order and goes to its checkout page. Signed out: to /auth and back.
 * Owned (in the profile's library): 'open', linking to the product's app.
 */
export function BuyButton({ product }: Props) {
  const status = useAuthStore((s) => s.status);
  const owned = useAuthStore((s) => ownsProduct(s.user?.library, product.id));
  const referral = useReferralStore((s) => s.code);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (owned) {
    return (
      <div className={styles.buy}>
        <p className={styles.owned}>{m.product.owned}</p>
        {product.appUrl && (
          <a className={styles.primary} href={product.appUrl} target="_blank" rel="noopener noreferrer">
            {m.product.open}
          </a>
        )}
      </div>
    );
  }

  const buy = async () => {
    if (status !== 'signed-in') {
      navigate(authRedirectPath(location));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const order = await api.createProductOrder({
        productId: product.id,
        ...(referral && referral.length <= 32 ? { referralCode: referral } : {}),
      });
      navigate(`/checkout/${order.transactionId}`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.errors.generic);
      setBusy(false);
    }
  };

  return (
    <div className={styles.buy}>
      <button
        type="button"
        className={styles.primary}
        onClick={buy}
        disabled={busy || status === 'checking'}
        aria-busy={busy || undefined}
      >
        {busy ? m.product.buying : m.product.buy}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
