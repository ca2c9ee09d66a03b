// Contracts of orders and transactions (checkout page: SPEC §2 and §3 "Transaction").
import { z } from 'zod';
import { id, isoDate, strict, vnd } from './common';

export const transactionStatusSchema = z.enum(['pending', 'paid', 'canceled', 'expired']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/**
 * Transaction ids travel in the bank-transfer note `TT {id}`: they must fit the 25 characters of the
 * VietQR purpose field and survive banks' filtering of the note, so: uppercase letters and digits only.
 */
export const TRANSACTION_ID_PATTERN = /^[A-Z0-9]{6,20}$/;

/** The account buyers transfer to (shown on the checkout page and encoded in the VietQR payload). */
export const payeeSchema = z.object({
  bankName: z.string(),
  /** NAPAS bank identifier (BIN) used by VietQR, e.g. 970436 for Vietcombank. */
  bankBin: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  price: vnd,
  productTitle: z.string(),
  kind: z.enum(['product', 'course']),
  productId: z.string().nullable(),
  courseId: z.string().nullable(),
  status: transactionStatusSchema,
  transferNote: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  paidAt: isoDate.nullable(),
  payee: payeeSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const getTransactionInput = strict({
  transactionId: z
    .string({ error: 'Không tìm thấy mã giao dịch.' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Không tìm thấy mã giao dịch.' })
    .regex(TRANSACTION_ID_PATTERN, { error: 'Giao dịch không hợp lệ hoặc không tồn tại.' }),
});
export const getTransactionOutput = transactionSchema;

export const createCourseOrderInput = strict({ courseId: id('mã khóa học', 'Thiếu mã khóa học.') });
export const createCourseOrderOutput = z.object({ orderId: z.string() });

const referralCode = z
  .string({ error: 'Mã giới thiệu không hợp lệ.' })
  .trim()
  .max(32, { error: 'Mã giới thiệu không hợp lệ.' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'Mã giới thiệu không hợp lệ.' });

export const createProductOrderInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  referralCode: referralCode.optional(),
});
export const createProductOrderOutput = z.object({ orderId: z.string() });
