import { formatVnd } from '@app/shared/format';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link } from '@app/shared/router';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Spinner } from '@app/shared/ui/Spinner';
import { areaNav } from '../../app/nav';
import list from '../../app/itemList.module.css';
import { useWishlist } from './useWishlist';
import styles from './WishlistPage.module.css';

/** /my/wishlist — the products the user saved, from the server, with removal. */
export function WishlistPage() {
  const { state, retry, remove } = useWishlist();
  return (
    <PageFrame eyebrow="Tài khoản" title="Danh sách yêu thích" lead="Sản phẩm bạn đã lưu để xem sau." nav={areaNav}>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'error' && (
        <div className={styles.state} role="alert">
          <p>{state.message}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {m.catalog.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <div className={styles.state}>
          <p>{m.myWishlist.empty}</p>
          <Link to="/">{m.myWishlist.browse}</Link>
        </div>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <>
          <p className={styles.count} role="status">
            {m.myWishlist.count(state.items.length)}
          </p>
          {state.error && (
            <p role="alert" className={styles.error}>
              {state.error}
            </p>
          )}
          <ul className={list.list} data-testid="wishlist">
            {state.items.map((product) => (
              <li key={product.id} className={list.item} data-product-id={product.id}>
                <div className={list.body}>
                  <h2 className={list.title}>
                    <Link to={`/product/${product.id}`}>{product.title}</Link>
                  </h2>
                  <p className={list.meta}>
                    {product.categoryName} · {m.card.by}{' '}
                    <Link to={`/creator-profile/${product.creatorId}`}>
                      {product.creatorName ?? m.card.unknownCreator}
                    </Link>
                  </p>
                </div>
                <p className={styles.price}>{formatVnd(product.price)}</p>
                <button
                  type="button"
                  className={styles.button}
                  disabled={state.removing.has(product.id)}
                  onClick={() => void remove(product.id)}
                  aria-label={m.myWishlist.removeOf(product.title)}
                >
                  {m.myWishlist.remove}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
