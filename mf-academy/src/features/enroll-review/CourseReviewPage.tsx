import { ApiError } from '@app/shared/api/client';
import type { Course } from '@app/shared/contracts/academy';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiMutation } from '@app/shared/data/query';
import { academyMessages } from '@app/shared/messages/academy';
import { orderMessages } from '@app/shared/messages/orders';
import { useOrderReview } from '@app/shared/payments/useOrderReview';
import { orderAttribution } from '@app/shared/referral/store';
import { Navigate, useNavigate } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { OrderReview } from '@app/shared/ui/OrderReview';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { PageNotice, queryState } from '@app/shared/ui/PageNotice';
import { useAcademyCourse } from '../../app/useAcademyCourse';

const t = orderMessages.review;

function Review({ course }: { course: Course }) {
  const navigate = useNavigate();
  const order = useApiMutation('createCourseOrder');
  const review = useOrderReview({
    listedPrice: course.price,
    place: async (expectedPrice) => {
      const { orderId } = await order.mutateAsync({
        courseId: ACADEMY_COURSE_ID,
        expectedPrice,
        ...orderAttribution(),
      });
      // docs/product.md §8: an answer without an order id says the order could not be made.
      if (!orderId) throw new ApiError('internal', academyMessages.enroll.noOrder);
      return orderId;
    },
    onPlaced: (orderId) => navigate(paths.paymentInstructionsFor(orderId)),
    onRefused: (error) => {
      // Bought meanwhile (another tab, an admin grant): the course is theirs, so go and study it.
      if (!(error instanceof ApiError) || error.message !== academyMessages.errors.courseOwned) return false;
      navigate(paths.myCourse);
      return true;
    },
  });
  return (
    <OrderReview
      item={{
        kind: 'course',
        title: course.title,
        whatYouGet: course.outcomes,
        refund: academyMessages.salesPage.guarantee,
      }}
      price={review.price}
      step={review.step}
      onConfirm={() => void review.confirm()}
      backTo={paths.salepage}
    />
  );
}

/**
 * /training/checkout — the summary a learner confirms before the course's order exists ("Đăng ký ngay" leads
 * here; signed out, the sign-in gate comes back here). Leaving it opens nothing; an owner goes to the course.
 */
export function CourseReviewPage() {
  // Asked again when the page opens: an answer cached on the sales page may predate a payment.
  const { data, error, refetch } = useAcademyCourse({ fresh: true });
  let body;
  if (data?.owned) body = <Navigate to={paths.myCourse} replace />;
  else if (data) body = <Review course={data} />;
  else {
    body = (
      <PageNotice
        state={queryState(error, academyMessages.errors.courseNotFound)}
        loadingLabel={t.loading}
        onRetry={() => void refetch()}
        back={{ to: paths.salepage, label: academyMessages.enroll.backToSalepage }}
      />
    );
  }
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      {body}
    </PageFrame>
  );
}
