import { useState } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import type { Product } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { commonMessages } from '@app/shared/messages/common';
import { useLocation, useNavigate } from '@app/shared/router';
import { authPath } from '@app/shared/routing/paths';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import { useWishlistToggle } from './useWishlistToggle';
import styles from './WishlistToggle.module.css';

type Props = { product: Product; /** Shows the text next to the heart. */ withLabel?: boolean };

/**
 * Heart button: adds to or removes from the server-side wishlist. Signed out, it goes to /auth with a
 * redirect back here. The pressed state is the cached wishlist's (the same on every card, on the product
 * page and on /my/wishlist).
 */
export function WishlistToggle({ product, withLabel = false }: Props) {
  const status = useAuthStore((s) => s.status);
  const wishlist = useWishlistToggle(product);
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);

  const onClick = () => {
    if (status !== 'signed-in') {
      navigate(authPath(location));
      return;
    }
    setError(null);
    wishlist.toggle().catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : commonMessages.errors.generic);
    });
  };

  const { on } = wishlist;
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${styles.toggle} ${on ? styles.on : ''}`}
        aria-pressed={on}
        aria-label={withLabel ? undefined : on ? m.wishlist.removeOf(product.title) : m.wishlist.addOf(product.title)}
        aria-busy={wishlist.loading || wishlist.pending || undefined}
        disabled={status === 'checking' || wishlist.pending}
        onClick={onClick}
        data-wishlisted={on ? 'true' : 'false'}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
        {withLabel && <span>{on ? m.wishlist.remove : m.wishlist.add}</span>}
      </button>
      {error && (
        <LiveRegion as="span" className={styles.error} urgent>
          {error}
        </LiveRegion>
      )}
    </span>
  );
}
