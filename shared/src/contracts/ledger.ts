// Contracts of the money calls: the fee settings every page and the ledger use, a user's balance
// and payouts, the creator dashboard (figures derived from the ledger), the monthly statement, and the admin
// calls that settle payouts. Money is integer VND. Dates are ISO strings; days are 'YYYY-MM-DD' in Vietnam
// time (UTC+7), the day a Vietnamese creator sees on their bank statement.
import { z } from 'zod';
import { id, instantCursor, isoDate, noInput, strict, text, vnd } from './common';

/** The money rules, from the API's settings: what /pricing, /creator/fee-info and the ledger all use. */
export const feeSettingsSchema = z.object({
  /** Platform fee in basis points of the price (1000 = 10 %). */
  feeBps: z.number().int().min(0).max(10_000),
  /** Days a sale's earning is held (the refund window) before it becomes available. */
  holdDays: z.number().int().nonnegative(),
  /** Smallest payout request, VND. */
  minPayout: vnd,
  /** Highest affiliate commission a creator may set on a product, whole percent. */
  maxCommissionPercent: z.number().int().min(0).max(100),
  /** The platform's affiliate commission on the academy course, whole percent. */
  academyCommissionPercent: z.number().int().min(0).max(100),
  /** Days after payment a buyer may ask a product's money back (the refunds' own rule; the product page says it). */
  productRefundWindowDays: z.number().int().positive(),
});
export type FeeSettings = z.infer<typeof feeSettingsSchema>;

export const getFeeSettingsInput = noInput;
export const getFeeSettingsOutput = feeSettingsSchema;

/** A user's balance, derived from the ledger at the moment of the call. */
export const balanceSchema = z.object({
  /** Earned, still in the hold. */
  pending: vnd,
  /** Can be paid out now. */
  available: vnd,
  /** In an open payout request, not yet sent. */
  requested: vnd,
  /** Sent to the user's bank, all time. */
  paidOut: vnd,
  /**
   * Owed to the platform: a refunded sale's share they had already been paid or had requested, which nothing
   * else could take back; later earnings and a failed payout pay it off first.
   */
  owed: vnd,
});
export type Balance = z.infer<typeof balanceSchema>;

/** canceled: a refund took back the whole requested amount before it was sent (`note` says which). */
export const payoutStatusSchema = z.enum(['requested', 'paid', 'failed', 'canceled']);

export const payoutSchema = z.object({
  id: z.string(),
  amount: vnd,
  status: payoutStatusSchema,
  bankName: z.string(),
  /** Masked except the last 4 digits for the owner's own views; whole for admins. */
  accountNumber: z.string(),
  accountHolder: z.string(),
  /** The outgoing transfer's bank reference once paid. */
  reference: z.string().nullable(),
  /** Why it failed (the money went back to available). */
  failureReason: z.string().nullable(),
  /** Why a refund reduced or canceled it before it was sent. */
  note: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** /creator/payouts (and the affiliate dashboard): balance, when pending money becomes available, history. */
export const getPayoutOverviewInput = noInput;
export const getPayoutOverviewOutput = z.object({
  balance: balanceSchema,
  /** Pending money by the day it becomes available, soonest first. */
  releases: z.array(z.object({ availableAt: isoDate, amount: vnd })),
  minPayout: vnd,
  /** The open request, if any (one at a time). */
  openPayout: payoutSchema.nullable(),
  /** Newest first. */
  payouts: z.array(payoutSchema),
});
export type PayoutOverview = z.infer<typeof getPayoutOverviewOutput>;

export const requestPayoutInput = strict({
  amount: z
    .number({ error: 'Số tiền phải là số.' })
    .int({ error: 'Số tiền phải là số đồng nguyên.' })
    .positive({ error: 'Số tiền phải lớn hơn 0.' })
    .max(10_000_000_000, { error: 'Số tiền quá lớn.' }),
  paymentMethodId: id('tài khoản nhận tiền', 'Vui lòng chọn tài khoản nhận tiền.'),
  /** Made by the client once per request (a UUID): a retry with the same key answers the same payout. */
  requestKey: z
    .string({ error: 'Thiếu mã yêu cầu.' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Mã yêu cầu không hợp lệ.' }),
});
export const requestPayoutOutput = payoutSchema;

/** The statement month, 'YYYY-MM' in Vietnam time: the call's and the CSV download's. */
export const statementMonth = z
  .string({ error: 'Vui lòng chọn tháng.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Tháng không hợp lệ.' });

/** The query of the month's CSV file (money/statement.ts: STATEMENT_CSV_PATH). */
export const statementCsvQuery = strict({ month: statementMonth });

/** Where a statement page starts: the previous page's `nextCursor` (a line's instant and its entry id). */
const statementCursor = instantCursor('Trang sao kê không hợp lệ.');

/** A page of a month of the user's ledger lines, with the month's totals (the CSV is downloaded whole). */
export const getLedgerStatementInput = strict({
  month: statementMonth,
  /** The previous page's `nextCursor`; absent for the first page. */
  after: statementCursor.optional(),
});
export const statementLineSchema = z.object({
  /** When the movement was recorded. */
  at: isoDate,
  kind: z.enum(['sale', 'commission', 'refund', 'payout_requested', 'payout_paid', 'payout_failed', 'write_off']),
  /** Human description in Vietnamese (e.g. the product title, the payout's bank). */
  description: z.string(),
  orderId: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** Signed from the user's side: + money credited to the user's balance, − money taken from it. */
  amount: z.number().int(),
  /** When a credited earning becomes available (the end of its hold). */
  availableAt: isoDate,
});
export const getLedgerStatementOutput = z.object({
  month: z.string(),
  /** Balance (pending + available + requested) before the first and after the last line of the month. */
  openingBalance: z.number().int(),
  closingBalance: z.number().int(),
  /** Lines in the whole month (one per entry), so the page count is known from the first page. */
  lineCount: z.number().int().nonnegative(),
  /** At most STATEMENT_PAGE_SIZE (limits.ts) lines, oldest first, from `after`. */
  lines: z.array(statementLineSchema),
  /** The `after` of the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type LedgerStatement = z.infer<typeof getLedgerStatementOutput>;

const periodTotals = z.object({
  /** What buyers paid for the creator's products. */
  gross: vnd,
  /** What the creator earned of it (after the platform fee and affiliate commission; refunds deducted). */
  net: z.number().int(),
  /** Paid orders. */
  count: z.number().int().nonnegative(),
});

export const getCreatorDashboardInput = strict({
  /** The period compared with the one before it, in days (default 30). */
  days: z.union([z.literal(7), z.literal(30), z.literal(90)], { error: 'Khoảng thời gian không hợp lệ.' }).optional(),
})
  .nullable()
  .optional();
export const getCreatorDashboardOutput = z.object({
  days: z.number().int().positive(),
  productCount: z.number().int().nonnegative(),
  publishedCount: z.number().int().nonnegative(),
  /** All time. */
  totals: periodTotals,
  /** The last `days` days and the `days` before them. */
  current: periodTotals,
  previous: periodTotals,
  balance: balanceSchema,
  /** One point per day of the current period, oldest first, days with no sale included (zeros). */
  daily: z.array(
    z.object({ day: z.string(), gross: vnd, net: z.number().int(), count: z.number().int().nonnegative() }),
  ),
  /** Best sellers of the current period, at most 5. */
  topProducts: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      count: z.number().int().nonnegative(),
      gross: vnd,
      net: z.number().int(),
    }),
  ),
  /** The last 10 sales, newest first; buyer names masked ('Nguyễn V. A.'). */
  recentSales: z.array(
    z.object({
      orderId: z.string(),
      productId: z.string(),
      productTitle: z.string(),
      buyer: z.string(),
      price: vnd,
      net: z.number().int(),
      paidAt: isoDate,
      status: z.enum(['pending', 'available', 'refunded']),
      availableAt: isoDate,
    }),
  ),
});
export type CreatorDashboard = z.infer<typeof getCreatorDashboardOutput>;

/** Admin: payout requests to settle (the screen comes with the admin area). */
export const adminPayoutSchema = payoutSchema.extend({
  userId: z.string(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  /** The owner's suspension reason while they are suspended (their money is held), else null. */
  ownerSuspension: z.string().nullable(),
  /** Paid while its owner was suspended: the admin's own reason for overriding the hold. */
  overrideReason: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const PAYOUTS_PAGE_SIZE = 50;
/**
 * One tab of the admins' payout screen a page at a time. open: requests waiting to be paid, newest first;
 * decided: paid, failed and canceled (by a refund), last decided first. `before`: the previous page's
 * `nextBefore`.
 */
export const listPayoutsInput = strict({
  state: z.enum(['open', 'decided'], { error: 'Danh sách yêu cầu rút tiền phải là đang chờ hoặc đã xử lý.' }),
  before: instantCursor('Trang danh sách yêu cầu rút tiền không hợp lệ.', 'text').optional(),
});
export type PayoutTab = z.infer<typeof listPayoutsInput>['state'];
export const listPayoutsOutput = z.object({
  /** At most PAYOUTS_PAGE_SIZE. */
  payouts: z.array(adminPayoutSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type PayoutPage = z.infer<typeof listPayoutsOutput>;

export const markPayoutPaidInput = strict({
  payoutId: id('mã yêu cầu rút tiền', 'Thiếu mã yêu cầu rút tiền.'),
  reference: text('Mã tham chiếu ngân hàng', 64),
  /** Required to pay a suspended user's payout: why the hold on their money is overridden (audited). */
  overrideReason: text('Lý do chi trả khi tài khoản bị tạm khóa', 500).optional(),
});
export const markPayoutPaidOutput = adminPayoutSchema;

export const markPayoutFailedInput = strict({
  payoutId: id('mã yêu cầu rút tiền', 'Thiếu mã yêu cầu rút tiền.'),
  reason: text('Lý do', 500),
});
export const markPayoutFailedOutput = adminPayoutSchema;
