// What the pages say about a refund, from the server's eligibility (the server decides the window and the
// rules; the browser only words its answer).
import type { MyRefundRequest, RefundEligibility } from '@app/shared/contracts/refunds';
import { accountMessages } from '@app/shared/messages/account';
import { vnDate } from '@app/shared/time/vietnam';

const course = accountMessages.myCourses.refund;
const product = accountMessages.libraryRefund;

const dateOf = (iso: string | null) => (iso ? vnDate(iso) : null);

export type CourseRefundView = {
  /** The 'Yêu cầu hoàn tiền' button is offered. */
  canRequest: boolean;
  /** The latest request's status and the admin's note, when there is one. */
  request: { status: string; note: string | null } | null;
  /** Why no request can be made (window over, a product made), in Vietnamese; null when none is shown. */
  blocked: string | null;
  /** The window's last day, for the dialog. */
  deadline: string | null;
};

/** What a course card says about the academy's refund guarantee. */
export function courseRefundView(refund: RefundEligibility): CourseRefundView {
  const deadline = dateOf(refund.deadline);
  const request = refund.request
    ? {
        status: course.status[refund.request.status],
        note: refund.request.decisionNote ? course.decisionNote(refund.request.decisionNote) : null,
      }
    : null;
  let blocked: string | null = null;
  if (!refund.eligible) {
    if (refund.blockedBy === 'window') blocked = course.blocked.window(deadline);
    else if (refund.blockedBy === 'product') blocked = course.blocked.product;
  }
  return { canRequest: refund.eligible, request, blocked, deadline };
}

/** What a product request's status says to the buyer. */
export function refundStatusText(request: Pick<MyRefundRequest, 'status' | 'decisionNote'>): string {
  if (request.status === 'rejected') return product.status.rejected(request.decisionNote);
  return product.status[request.status];
}
