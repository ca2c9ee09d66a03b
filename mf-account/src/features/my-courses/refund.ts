import type { RefundEligibility } from '@app/shared/contracts/academy';
import { accountMessages } from '@app/shared/messages/account';

const t = accountMessages.myCourses.refund;

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('vi-VN') : null);

export type RefundView = {
  /** The 'Yêu cầu hoàn tiền' button is offered. */
  canRequest: boolean;
  /** The latest request's status and the admin's note, when there is one. */
  request: { status: string; note: string | null } | null;
  /** Why no request can be made (window over, a product made), in Vietnamese; null when none is shown. */
  blocked: string | null;
  /** The window's last day, for the dialog. */
  deadline: string | null;
};

/** What a course card says about the refund guarantee (docs/product.md §9), from the server's eligibility. */
export function refundView(refund: RefundEligibility): RefundView {
  const deadline = dateOf(refund.deadline);
  const request = refund.request
    ? {
        status: t.status[refund.request.status],
        note: refund.request.decisionNote ? t.decisionNote(refund.request.decisionNote) : null,
      }
    : null;
  let blocked: string | null = null;
  if (!refund.eligible) {
    if (refund.blockedBy === 'window') blocked = t.blocked.window(deadline);
    else if (refund.blockedBy === 'product') blocked = t.blocked.product;
  }
  return { canRequest: refund.eligible, request, blocked, deadline };
}

/** The reason as sent (trimmed), or the message that says what is wrong with it. */
export function checkReason(reason: string): { ok: true; reason: string } | { ok: false; error: string } {
  const trimmed = reason.trim();
  if (!trimmed) return { ok: false, error: t.reasonRequired };
  if (trimmed.length > 1000) return { ok: false, error: t.reasonTooLong };
  return { ok: true, reason: trimmed };
}
