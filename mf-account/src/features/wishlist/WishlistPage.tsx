import { ownsProduct } from '@app/shared/auth/ownsProduct';
import { useAuthStore } from '@app/shared/auth/store';
import { formatVnd } from '@app/shared/format';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Link } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { FormError } from '@app/shared/ui/Field';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import { ProductThumb } from '@app/shared/ui/ProductThumb';
import { areaNav } from '../../app/nav';
import list from '../../app/itemList.module.css';
import { useWishlist } from './useWishlist';
import styles from './WishlistPage.module.css';

/**
 * /my/wishlist — the products the user saved, from the server: each with its cover, price and the way to buy
 * it (the review step; the library for one already owned), and removal.
 */
export function WishlistPage() {
  const wishlist = useWishlist();
  const library = useAuthStore((state) => state.user?.library);
  const items = wishlist.items;
  return (
    <PageFrame eyebrow="Tài khoản" title="Danh sách yêu thích" lead="Sản phẩm bạn đã lưu để xem sau." nav={areaNav}>
      {wishlist.loading && <Notice kind="loading" />}
      {wishlist.error && (
        <Notice kind="error" onRetry={wishlist.retry} retryLabel={m.catalog.retry}>
          {wishlist.error}
        </Notice>
      )}
      {!wishlist.loading && items?.length === 0 && (
        <Notice kind="empty" link={{ to: paths.catalogue, label: m.myWishlist.browse }}>
          {m.myWishlist.empty}
        </Notice>
      )}
      {!wishlist.loading && items && items.length > 0 && (
        <>
          <LiveRegion className={styles.count}>{m.myWishlist.count(items.length)}</LiveRegion>
          <FormError message={wishlist.removeError} />
          <ul className={list.list} data-testid="wishlist">
            {items.map((product) => (
              <li key={product.id} className={list.item} data-product-id={product.id}>
                <ProductThumb cover={product.media.cover} />
                <div className={list.body}>
                  <h2 className={list.title}>
                    <Link to={paths.product(product.id)}>{product.title}</Link>
                  </h2>
                  <p className={list.meta}>
                    {product.categoryName} · {m.card.by}{' '}
                    <Link to={paths.creatorProfile(product.creatorId)}>
                      {product.creatorName ?? m.card.unknownCreator}
                    </Link>
                  </p>
                </div>
                <p className={styles.price}>{formatVnd(product.price)}</p>
                {ownsProduct(library, product.id) ? (
                  <ButtonLink to={paths.library} variant="secondary">
                    {m.myWishlist.owned}
                  </ButtonLink>
                ) : (
                  <ButtonLink to={paths.productReview(product.id)} aria-label={m.myWishlist.buyOf(product.title)}>
                    {m.product.buy}
                  </ButtonLink>
                )}
                <Button
                  variant="secondary"
                  loading={wishlist.removing === product.id}
                  onClick={() => wishlist.remove(product.id)}
                  aria-label={m.myWishlist.removeOf(product.title)}
                >
                  {m.myWishlist.remove}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
