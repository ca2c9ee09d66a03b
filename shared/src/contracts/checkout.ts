// Contracts of orders (checkout page: docs/product.md §2 and §3 "Transaction"). The callables and their fields
// keep the product's names (getTransaction, transactionId, …): clients and links use them; the code says order.
import { z } from 'zod';
import { looseCode, visitorIdField } from './affiliates';
import { id, isoDate, noInput, strict, vnd } from './common';
import { ORDER_ID_PATTERN } from './limits';

export const orderStatusSchema = z.enum(['pending', 'paid', 'canceled', 'expired', 'refunded']);

/**
 * Order ids travel in the bank-transfer note `TT {id}`: they must fit the 25 characters of the
 * VietQR purpose field and survive banks' filtering of the note, so: uppercase letters and digits only.
 */
export { ORDER_ID_PATTERN };

/** The account buyers transfer to (shown on the checkout page and encoded in the VietQR payload). */
export const payeeSchema = z.object({
  bankName: z.string(),
  /** NAPAS bank identifier (BIN) used by VietQR, e.g. 970436 for Vietcombank. */
  bankBin: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;

export const orderSchema = z.object({
  id: z.string(),
  price: vnd,
  productTitle: z.string(),
  kind: z.enum(['product', 'course']),
  productId: z.string().nullable(),
  courseId: z.string().nullable(),
  status: orderStatusSchema,
  transferNote: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  paidAt: isoDate.nullable(),
  payee: payeeSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const getTransactionInput = strict({
  transactionId: z
    .string({ error: 'Không tìm thấy mã giao dịch.' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Không tìm thấy mã giao dịch.' })
    .regex(ORDER_ID_PATTERN, { error: 'Giao dịch không hợp lệ hoặc không tồn tại.' }),
});
export const getTransactionOutput = orderSchema;

/**
 * The referral code and visitor id the browser kept: any short string — an unknown or malformed
 * code is ignored by the server, never an error for the buyer. The server attributes the order itself (the
 * last click in 30 days, else the sign-up code); these only help it find the visitor's clicks.
 */
const attribution = {
  referralCode: looseCode.optional(),
  visitorId: visitorIdField.optional(),
};

/**
 * The price the buyer saw on the review step and confirmed: when it is sent, the server opens (or reuses) an
 * order only at that price, and otherwise refuses with the price it would charge (`details.price`), so a price
 * changed meanwhile is shown to the buyer instead of charged silently. Optional for the callers that show no
 * review step (older deployed areas, scripts).
 */
const expectedPrice = z
  .number({ error: 'Giá đã xem không hợp lệ.' })
  .int({ error: 'Giá đã xem không hợp lệ.' })
  .nonnegative({ error: 'Giá đã xem không hợp lệ.' })
  .optional();

export const createCourseOrderInput = strict({
  courseId: id('mã khóa học', 'Thiếu mã khóa học.'),
  expectedPrice,
  ...attribution,
});
export const createCourseOrderOutput = z.object({ orderId: z.string() });

export const createProductOrderInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  expectedPrice,
  ...attribution,
});

/** What a refusal for a changed price carries: the price the order would have now. */
export const priceChangedDetails = z.object({ price: vnd });
/** The order's one id: the checkout page's `/checkout/{transactionId}`. */
export const createProductOrderOutput = z.object({ transactionId: z.string() });

/** Buyer only, pending only: a canceled order can never be paid (a later transfer goes to the admin queue). */
export const cancelTransactionInput = getTransactionInput;
export const cancelTransactionOutput = orderSchema;

/** The signed-in user's most recent order (the /payment-status page), or null when none. */
export const getLatestTransactionInput = noInput;
export const getLatestTransactionOutput = z.object({ transaction: orderSchema.nullable() });

/** The signed-in user's orders, newest first (at most 50; the library shows the pending ones). */
export const listMyTransactionsInput = strict({ status: orderStatusSchema.optional() });
export const listMyTransactionsOutput = z.array(orderSchema);

/**
 * The largest amount one bank transfer can carry, in VND (10,000 billion): anything above is not a real
 * transfer but a malformed body, and would not survive as an exact integer much further up.
 */
export const MAX_TRANSFER_VND = 10_000_000_000_000;

/**
 * SePay-compatible bank-transfer webhook body (POST /webhooks/bank-transfer). Unknown fields are allowed:
 * the provider may add some; the whole body is kept with the transfer.
 */
export const bankTransferWebhookSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1).max(100)]),
  gateway: z.string().max(100),
  transactionDate: z.string().max(40),
  accountNumber: z.string().max(40),
  content: z.string().max(1000),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().nonnegative().max(MAX_TRANSFER_VND),
  referenceCode: z.string().max(100).nullable().optional(),
});
export type BankTransferWebhook = z.infer<typeof bankTransferWebhookSchema>;
