// A buyer's refund requests for products (the academy's guarantee is in ./academy.ts). A product
// bought less than PRODUCT_REFUND_WINDOW_DAYS ago may be asked back, one open request at a time (after a
// rejection, again while the window lasts); an admin approves (access ends, the money is sent back) or
// rejects with a reason the buyer sees on /my/library.
import { z } from 'zod';
import { id, isoDate, multilineText, noInput, strict, vnd } from './common';
import { refundStatusSchema } from './academy';

/** Days after payment during which a product's refund may be asked: the earnings' hold, so it reverses there. */
export { PRODUCT_REFUND_WINDOW_DAYS } from './limits';

export const requestProductRefundInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  reason: multilineText('Lý do hoàn tiền', 1000),
});

export const myRefundRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(['course', 'product']),
  /** The product's or the course's id. */
  itemId: z.string(),
  title: z.string(),
  orderId: z.string(),
  amount: vnd,
  reason: z.string(),
  status: refundStatusSchema,
  /** The admin's reason when rejected. */
  decisionNote: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  sentAt: isoDate.nullable(),
});
export type MyRefundRequest = z.infer<typeof myRefundRequestSchema>;
export const requestProductRefundOutput = myRefundRequestSchema;

/** The signed-in user's refund requests (products and courses), newest first. */
export const listMyRefundRequestsInput = noInput;
export const listMyRefundRequestsOutput = z.array(myRefundRequestSchema);
