// Contracts of every refund call. A buyer asks a paid course's or product's money back within its window
// (REFUND_WINDOW_DAYS for the academy's guarantee, PRODUCT_REFUND_WINDOW_DAYS for a product), one open
// request at a time; an admin approves (access ends, the sale is reversed, the money is owed back and then
// sent) or rejects with a reason the buyer sees. Whether a request may be made is decided by the server and
// sent with the answers the pages read (`refund` on a course, listMyProductRefundEligibility for products).
import { z } from 'zod';
import { id, instantCursor, isoDate, multilineText, noInput, strict, text, vnd } from './common';

export { REFUND_WINDOW_DAYS } from './academy-constants';
/** Days after payment during which a product's refund may be asked: the earnings' hold, so it reverses there. */
export { PRODUCT_REFUND_WINDOW_DAYS } from './limits';

const reasonField = multilineText('Lý do hoàn tiền', 1000);
const requestIdField = id('mã yêu cầu hoàn tiền', 'Thiếu mã yêu cầu hoàn tiền.');

export const refundStatusSchema = z.enum(['pending', 'approved', 'rejected', 'sent']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;
export const refundKindSchema = z.enum(['course', 'product']);

/** Why the refund button is (not) offered; the server checks the same again when asked. */
export const refundEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** null when eligible; else the reason: window over, a product made, already requested, paid nothing. */
  blockedBy: z.enum(['window', 'product', 'requested', 'not-purchased']).nullable(),
  /** End of the window (order paid + the window's days), null when there is no paid order (e.g. an admin). */
  deadline: isoDate.nullable(),
  /** The latest request, if any. */
  request: z
    .object({ id: z.string(), status: refundStatusSchema, reason: z.string(), decisionNote: z.string().nullable() })
    .nullable(),
});
export type RefundEligibility = z.infer<typeof refundEligibilitySchema>;

// ---------------------------------------------------------------------------------------------------------
// The buyer

/** The academy's guarantee: answers the course's eligibility after the request (it is pending now). */
export const requestCourseRefundInput = strict({
  courseId: id('mã khóa học', 'Thiếu mã khóa học.'),
  reason: reasonField,
});
export const requestCourseRefundOutput = refundEligibilitySchema;

export const requestProductRefundInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  reason: reasonField,
});

/** What the buyer and the admin both see of a request. */
const requestFields = {
  id: z.string(),
  kind: refundKindSchema,
  title: z.string(),
  orderId: z.string(),
  amount: vnd,
  reason: z.string(),
  status: refundStatusSchema,
  /** The admin's reason when rejected (or note when approved). */
  decisionNote: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  sentAt: isoDate.nullable(),
};

export const myRefundRequestSchema = z.object({
  ...requestFields,
  /** The product's or the course's id. */
  itemId: z.string(),
});
export type MyRefundRequest = z.infer<typeof myRefundRequestSchema>;
export const requestProductRefundOutput = myRefundRequestSchema;

/** The signed-in user's refund requests (products and courses), newest first. */
export const listMyRefundRequestsInput = noInput;
export const listMyRefundRequestsOutput = z.array(myRefundRequestSchema);

/** Whether each product in the signed-in user's library may be asked back now (/my/library). */
export const listMyProductRefundEligibilityInput = noInput;
export const productRefundEligibilitySchema = z.object({ productId: z.string(), refund: refundEligibilitySchema });
export type ProductRefundEligibility = z.infer<typeof productRefundEligibilitySchema>;
export const listMyProductRefundEligibilityOutput = z.array(productRefundEligibilitySchema);

// ---------------------------------------------------------------------------------------------------------
// The admin queue

export const REFUNDS_PAGE_SIZE = 50;
/**
 * One tab of the admins' refund queue a page at a time. pending: waiting for a decision, newest first;
 * approved: the money still to send back, newest first; done: sent or rejected, last decided first.
 * `before`: the previous page's `nextBefore`.
 */
export const listRefundRequestsInput = strict({
  state: z.enum(['pending', 'approved', 'done'], {
    error: 'Danh sách yêu cầu hoàn tiền phải là chờ duyệt, chờ chuyển tiền hoặc đã xử lý.',
  }),
  before: instantCursor('Trang danh sách yêu cầu hoàn tiền không hợp lệ.', 'text').optional(),
});
export type RefundTab = z.infer<typeof listRefundRequestsInput>['state'];
export const refundRequestSchema = z.object({
  ...requestFields,
  userId: z.string(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  courseId: z.string().nullable(),
  productId: z.string().nullable(),
  /** The buyer's bank account for the outgoing transfer (copied when approved), and its reference. */
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountHolder: z.string().nullable(),
  reference: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const listRefundRequestsOutput = z.object({
  /** At most REFUNDS_PAGE_SIZE. */
  requests: z.array(refundRequestSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type RefundPage = z.infer<typeof listRefundRequestsOutput>;

/**
 * Approve: access revoked and the sale reversed in the ledger (fee, earning, commission), the amount owed
 * back to the buyer; the buyer's bank account is copied onto the request for the outgoing transfer.
 */
export const approveRefundInput = strict({
  requestId: requestIdField,
  note: multilineText('Ghi chú', 1000).optional(),
});
/** Reject with a reason the buyer sees. */
export const rejectRefundInput = strict({
  requestId: requestIdField,
  reason: multilineText('Lý do', 1000),
});
/** The outgoing transfer was sent: its bank reference. */
export const markRefundSentInput = strict({
  requestId: requestIdField,
  reference: text('Mã tham chiếu ngân hàng', 64),
});
export const approveRefundOutput = refundRequestSchema;
export const rejectRefundOutput = refundRequestSchema;
export const markRefundSentOutput = refundRequestSchema;
