import type { Product } from '@app/shared/contracts/catalog';
import { useAuthStore } from '@app/shared/auth/store';
import { useApiMutation, useApiQuery } from '@app/shared/data/query';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { orderMessages } from '@app/shared/messages/orders';
import { useOrderReview } from '@app/shared/payments/useOrderReview';
import { orderAttribution } from '@app/shared/referral/store';
import { useNavigate, useParams } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { MediaPicture } from '@app/shared/ui/MediaPicture';
import { Notice } from '@app/shared/ui/Notice';
import { OrderReview } from '@app/shared/ui/OrderReview';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PageNotice, queryState } from '@app/shared/ui/PageNotice';
import { ownsProduct } from '@app/shared/auth/ownsProduct';
import { useRefundText } from '../product/RefundLine';

const t = orderMessages.review;

function Review({ product }: { product: Product }) {
  const navigate = useNavigate();
  const refund = useRefundText(product.price);
  const order = useApiMutation('createProductOrder');
  const review = useOrderReview({
    listedPrice: product.price,
    // The code seen in the last 30 days and this browser's visitor id: the server attributes the order.
    place: async (expectedPrice) =>
      (await order.mutateAsync({ productId: product.id, expectedPrice, ...orderAttribution() })).transactionId,
    onPlaced: (transactionId) => navigate(paths.checkout(transactionId)),
  });
  return (
    <OrderReview
      item={{
        kind: 'product',
        title: product.title,
        whatYouGet: product.whatYouGet,
        refund,
        picture: product.media.cover && (
          <MediaPicture image={product.media.cover} alt="" sizes="120px" priority="eager" />
        ),
      }}
      price={review.price}
      step={review.step}
      onConfirm={() => void review.confirm()}
      backTo={paths.product(product.id)}
    />
  );
}

/**
 * /checkout/review/:productId — the summary a buyer confirms before a product's order exists (signed in: the
 * route is behind the sign-in gate, which comes back here). Leaving it opens nothing.
 */
export function ProductReviewPage() {
  const { productId = '' } = useParams();
  const { data, error, refetch } = useApiQuery('getProduct', { productId });
  const owned = useAuthStore((s) => ownsProduct(s.user?.library, productId));
  let body;
  if (!data) {
    body = (
      <PageNotice
        state={queryState(error, m.product.notFound)}
        loadingLabel={t.loading}
        onRetry={() => void refetch()}
        back={{ to: paths.catalogue, label: m.product.backToCatalog }}
      />
    );
  } else if (owned) {
    body = (
      <Notice kind="info" link={{ to: paths.library, label: t.toLibrary }}>
        {t.owned}
      </Notice>
    );
  } else {
    body = <Review product={data} />;
  }
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      {body}
    </PageFrame>
  );
}
