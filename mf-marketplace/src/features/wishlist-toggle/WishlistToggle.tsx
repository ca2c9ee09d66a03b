import { useEffect, useState } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import { ApiError } from '@app/shared/api/client';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { useLocation, useNavigate } from '@app/shared/router';
import { authRedirectPath } from '../../app/authRedirect';
import { syncWishlistUser, toggleWishlist, useWishlistSnapshot } from './wishlistStore';
import styles from './WishlistToggle.module.css';

type Props = { productId: string; title: string; /** Shows the text next to the heart. */ withLabel?: boolean };

/**
 * Heart button: adds to or removes from the server-side wishlist. Signed out, it goes to /auth with a
 * redirect back here. The pressed state is the store's (the same on every card and on the product page).
 */
export function WishlistToggle({ productId, title, withLabel = false }: Props) {
  const status = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => s.user?.uid ?? null);
  const wishlist = useWishlistSnapshot();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'checking') syncWishlistUser(uid);
  }, [status, uid]);

  const signedIn = status === 'signed-in';
  const on = signedIn && wishlist.ids.has(productId);
  const busy = signedIn && (wishlist.status === 'loading' || wishlist.pending.has(productId));

  const onClick = () => {
    if (!signedIn) {
      navigate(authRedirectPath(location));
      return;
    }
    setError(null);
    toggleWishlist(productId).catch((failure: unknown) => {
      setError(failure instanceof ApiError ? failure.message : null);
    });
  };

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${styles.toggle} ${on ? styles.on : ''}`}
        aria-pressed={on}
        aria-label={withLabel ? undefined : on ? m.wishlist.removeOf(title) : m.wishlist.addOf(title)}
        aria-busy={busy || undefined}
        disabled={status === 'checking' || wishlist.pending.has(productId)}
        onClick={onClick}
        data-wishlisted={on ? 'true' : 'false'}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
        {withLabel && <span>{on ? m.wishlist.remove : m.wishlist.add}</span>}
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
