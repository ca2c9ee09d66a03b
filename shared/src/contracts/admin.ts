// Contracts of the admin calls: moderation of products and creator applications, dashboard figures, money
// operations, users and roles, certificates and the audit log.
import { z } from 'zod';
import {
  decisionWithReason,
  id,
  instantCursor,
  isoDate,
  multilineText,
  noInput,
  serialInt,
  strict,
  text,
  vnd,
} from './common';
import { productSchema } from './catalog';
import { orderStatusSchema } from './checkout';
import { creatorApplicationAnswers, creatorApplicationStatusSchema } from './creator';

export const listPendingProductsInput = noInput;
export const listPendingProductsOutput = z.array(productSchema);

/**
 * Publish a pending product (or accept a published product's pending changes), or reject with a reason the
 * creator sees on /creator/products. A reason is required to reject.
 */
export const moderateProductInput = decisionWithReason(
  { productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.') },
  ['publish', 'reject'],
  'Quyết định phải là duyệt hoặc từ chối.',
);
export const moderateProductOutput = productSchema;

export const creatorApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  ...creatorApplicationAnswers,
  status: creatorApplicationStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: isoDate,
});

export const listCreatorApplicationsInput = strict({ status: creatorApplicationStatusSchema.optional() })
  .nullable()
  .optional();
export const listCreatorApplicationsOutput = z.array(creatorApplicationSchema);

/** Approve (grants the creator role) or reject with a reason shown on /become-a-creator. */
export const reviewCreatorApplicationInput = decisionWithReason(
  { applicationId: id('mã đơn đăng ký', 'Thiếu mã đơn đăng ký.') },
  ['approve', 'reject'],
  'Quyết định phải là chấp thuận hoặc từ chối.',
);
export const reviewCreatorApplicationOutput = z.object({
  applicationId: z.string(),
  status: creatorApplicationStatusSchema,
});

export const getAdminStatsInput = noInput;
export const getAdminStatsOutput = z.object({
  users: z.number().int().nonnegative(),
  creators: z.number().int().nonnegative(),
  publishedProducts: z.number().int().nonnegative(),
  pendingProducts: z.number().int().nonnegative(),
  pendingApplications: z.number().int().nonnegative(),
  paidTransactions: z.number().int().nonnegative(),
  revenue: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------------------------------------------------
// The admin area. Every call below is for admins only; every action is written to the audit log
// in the same database transaction as the change it records.

const reasonField = (label = 'Lý do') => multilineText(label, 1000);
const referenceField = text('Mã tham chiếu ngân hàng', 64);
const periodDays = z.union([z.literal(7), z.literal(30), z.literal(90)], { error: 'Khoảng thời gian không hợp lệ.' });

/** Unpublish a live product with a reason the creator sees; buyers who own it keep access. */
export const unpublishProductInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  reason: reasonField(),
});
export const unpublishProductOutput = productSchema;

/** /admin: the figures of a period beside the period before it, the daily series and the queues. */
export const adminPeriodSchema = z.object({
  /** Gross sales posted in the period (sale entries, at their price; products and the academy). */
  revenue: vnd,
  /** The platform's fees of those sales (products) plus the academy's own revenue. */
  platformRevenue: z.number().int(),
  /** What was refunded in the period (refund entries, at the order's price). */
  refunded: vnd,
  /** Paid orders (sale entries) in the period. */
  orders: z.number().int().nonnegative(),
  /** Orders created in the period, and how many of those are paid: conversion = paid / created. */
  created: z.number().int().nonnegative(),
  createdPaid: z.number().int().nonnegative(),
});
export type AdminPeriod = z.infer<typeof adminPeriodSchema>;

export const getAdminDashboardInput = strict({ days: periodDays.optional() }).nullable().optional();
export const getAdminDashboardOutput = z.object({
  days: z.number().int().positive(),
  users: z.number().int().nonnegative(),
  creators: z.number().int().nonnegative(),
  suspendedUsers: z.number().int().nonnegative(),
  publishedProducts: z.number().int().nonnegative(),
  pendingProducts: z.number().int().nonnegative(),
  current: adminPeriodSchema,
  previous: adminPeriodSchema,
  /** One point per Vietnam day of the current period, oldest first, zero days included. */
  daily: z.array(z.object({ day: z.string(), revenue: vnd, orders: z.number().int().nonnegative() })),
  /** What waits in each queue. */
  queues: z.object({
    products: z.number().int().nonnegative(),
    applications: z.number().int().nonnegative(),
    transfers: z.number().int().nonnegative(),
    refunds: z.number().int().nonnegative(),
    payouts: z.number().int().nonnegative(),
    /** Reported reviews not decided yet. */
    reviews: z.number().int().nonnegative(),
  }),
});
export type AdminDashboard = z.infer<typeof getAdminDashboardOutput>;

// Bank transfers that paid nothing, or paid too much ----------------------------------------------------

export const bankTransferStatusSchema = z.enum(['matched', 'unmatched', 'ignored', 'refunded']);
export const adminTransferSchema = z.object({
  id: z.number().int(),
  providerId: z.string(),
  amount: vnd,
  content: z.string(),
  accountNumber: z.string().nullable(),
  status: bankTransferStatusSchema,
  /** no-match, short-amount, not-pending, already-owned, wrong-account, wrong-bank, invalid, invalid-amount, overpaid. */
  reason: z.string().nullable(),
  /** The order it paid, once matched. */
  transactionId: z.string().nullable(),
  /** Paid over the price, to send back (integer VND); 0 for an unmatched transfer. */
  excess: vnd,
  receivedAt: isoDate,
  resolvedAt: isoDate.nullable(),
  resolvedBy: z.string().nullable(),
  /** That admin's name, else e-mail (null when unknown). */
  resolvedByName: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  refundReference: z.string().nullable(),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;

export const TRANSFERS_PAGE_SIZE = 50;
/**
 * One tab a page at a time. open: waiting in the queue (unmatched, or overpaid and not yet sent back), newest
 * received first; closed: settled, last settled first (a transfer closed on arrival, such as the account's own
 * outgoing one, when it came in). `before`: the previous page's `nextBefore`.
 */
export const listBankTransfersInput = strict({
  state: z.enum(['open', 'closed'], { error: 'Danh sách chuyển khoản phải là đang chờ hoặc đã xử lý.' }),
  before: instantCursor('Trang danh sách chuyển khoản không hợp lệ.').optional(),
});
export const listBankTransfersOutput = z.object({
  /** At most TRANSFERS_PAGE_SIZE. */
  transfers: z.array(adminTransferSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type TransferPage = z.infer<typeof listBankTransfersOutput>;

/**
 * Pay an order with an unmatched transfer: exactly what the webhook would have done (the order paid, the
 * purchase granted, the sale posted), in one transaction, never twice. The order may have expired or been
 * canceled meanwhile; the amount must cover its price; the buyer must not own the item already.
 */
const transferIdField = serialInt('Thiếu mã giao dịch chuyển khoản.', 'Mã giao dịch chuyển khoản không hợp lệ.');

export const matchTransferInput = strict({
  transferId: transferIdField,
  orderId: text('Mã đơn hàng', 20)
    .transform((value) => value.toUpperCase().replace(/^TT\s*/, ''))
    .pipe(z.string().regex(/^[A-Z0-9]{6,20}$/, { error: 'Mã đơn hàng không hợp lệ.' })),
  note: reasonField('Ghi chú').optional(),
});
export const matchTransferOutput = adminTransferSchema;

/**
 * Close a transfer: refunded (its outgoing transfer's bank reference; for an overpaid one, the excess was
 * sent back) or ignored (a note: not a customer payment; an overpaid transfer cannot be ignored).
 */
export const closeTransferInput = z.discriminatedUnion(
  'resolution',
  [
    strict({
      transferId: transferIdField,
      resolution: z.literal('refunded'),
      reference: referenceField,
      note: reasonField('Ghi chú').optional(),
    }),
    strict({
      transferId: transferIdField,
      resolution: z.literal('ignored'),
      note: reasonField('Ghi chú'),
    }),
  ],
  { error: 'Cách xử lý phải là đã hoàn tiền hoặc bỏ qua.' },
);
export const closeTransferOutput = adminTransferSchema;

// Users and roles ---------------------------------------------------------------------------------------

export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  roles: z.array(z.enum(['creator', 'admin'])),
  suspendedAt: isoDate.nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 20;
/** Search by e-mail or name (diacritics and case ignored); empty: everyone, newest first. */
export const searchUsersInput = strict({
  query: z.string().trim().max(200, { error: 'Từ khóa không được dài quá 200 ký tự.' }).optional(),
  role: z.enum(['creator', 'admin', 'suspended']).optional(),
  page: z.number().int().min(1).max(10_000).optional(),
})
  .nullable()
  .optional();
export const searchUsersOutput = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/**
 * Why an order's affiliate was refused as the buyer under another account: they used the same browser, are paid
 * to the same bank account, or the buyer signed up with that affiliate's code in the affiliate's browser.
 */
export const SELF_REFERRAL_REASONS = ['shared-visitor', 'shared-bank-account', 'sign-up-referrer'] as const;
export type SelfReferralReason = (typeof SELF_REFERRAL_REASONS)[number];

export const getAdminUserInput = strict({ uid: id('mã người dùng', 'Thiếu mã người dùng.') });
export const getAdminUserOutput = z.object({
  user: adminUserSchema,
  /** Their orders, newest first (at most 100). */
  orders: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: vnd,
      status: orderStatusSchema,
      createdAt: isoDate,
      paidAt: isoDate.nullable(),
      /** Flagged: the affiliate found was the buyer under another account (no commission paid), and why. */
      selfReferral: z.enum(SELF_REFERRAL_REASONS).nullable(),
      /** That affiliate's uid. */
      selfReferralAffiliateId: z.string().nullable(),
    }),
  ),
  /** Their products as a creator (any status). */
  products: z.array(
    z.object({ id: z.string(), title: z.string(), price: vnd, status: z.string(), salesCount: z.number().int() }),
  ),
  /** Their balance as a creator or affiliate, from the ledger. */
  balance: z.object({
    pending: z.number().int(),
    available: z.number().int(),
    requested: z.number().int(),
    paidOut: z.number().int(),
    /** What they owe the platform (a refunded share already paid out); an admin may write it off. */
    owed: z.number().int(),
  }),
  /** Their certificates. */
  certificates: z.array(z.object({ id: z.string(), courseName: z.string(), revokedAt: isoDate.nullable() })),
});
export type AdminUserDetail = z.infer<typeof getAdminUserOutput>;

/** Grant or revoke a role (the database and the custom claim; the user's next token carries it). */
export const setUserRoleInput = strict({
  uid: id('mã người dùng', 'Thiếu mã người dùng.'),
  role: z.enum(['creator', 'admin'], { error: 'Vai trò không hợp lệ.' }),
  granted: z.boolean({ error: 'Thiếu quyết định cấp hay thu hồi vai trò.' }),
  reason: reasonField().optional(),
});
export const setUserRoleOutput = adminUserSchema;

/** Suspend (account disabled, tokens revoked, calls refused at once, products out of the catalogue). */
export const suspendUserInput = strict({ uid: id('mã người dùng', 'Thiếu mã người dùng.'), reason: reasonField() });
export const suspendUserOutput = adminUserSchema;
export const restoreUserInput = strict({
  uid: id('mã người dùng', 'Thiếu mã người dùng.'),
  reason: reasonField().optional(),
});
export const restoreUserOutput = adminUserSchema;

/** Writes off what a user owes the platform (it becomes the platform's loss), with the reason for the audit log. */
export const writeOffReceivableInput = strict({
  uid: id('mã người dùng', 'Thiếu mã người dùng.'),
  reason: reasonField(),
});
export const writeOffReceivableOutput = z.object({
  writtenOff: vnd,
  balance: getAdminUserOutput.shape.balance,
});

// Certificates ------------------------------------------------------------------------------------------

export const adminCertificateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  userName: z.string(),
  courseName: z.string(),
  score: z.number(),
  issuedAt: isoDate,
  revokedAt: isoDate.nullable(),
  revokeReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
/** By certificate id (exact), or by the holder's e-mail or name; empty: the newest. */
export const findCertificatesInput = strict({
  query: z.string().trim().max(200, { error: 'Từ khóa không được dài quá 200 ký tự.' }).optional(),
})
  .nullable()
  .optional();
export const findCertificatesOutput = z.array(adminCertificateSchema);
export const restoreCertificateInput = strict({
  certId: id('Mã chứng nhận', 'Mã chứng nhận không hợp lệ.'),
  reason: reasonField().optional(),
});

// Audit log ---------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'product.publish',
  'product.reject',
  'product.accept-changes',
  'product.reject-changes',
  'product.unpublish',
  'application.approve',
  'application.reject',
  'transfer.match',
  'transfer.refund',
  'transfer.ignore',
  'refund.approve',
  'refund.reject',
  'refund.sent',
  'payout.paid',
  'payout.paid-suspended',
  'payout.failed',
  'user.write-off',
  'user.grant-role',
  'user.revoke-role',
  'user.suspend',
  'user.restore',
  'certificate.revoke',
  'certificate.restore',
  'quiz.save',
  'lesson.set-video',
  'lesson.remove-video',
  'lesson.set-captions',
  'lesson.remove-captions',
  'reconciliation.check',
  'notification.resend',
  'review.hide',
  'review.keep',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Hành động không hợp lệ.' });
export type AuditAction = z.infer<typeof auditActionSchema>;
export const AUDIT_OBJECT_TYPES = [
  'product',
  'application',
  'transfer',
  'refund',
  'payout',
  'user',
  'certificate',
  'quiz',
  'lesson',
  'reconciliation',
  'notification',
  'review',
] as const;
export const auditObjectTypeSchema = z.enum(AUDIT_OBJECT_TYPES, { error: 'Loại đối tượng không hợp lệ.' });
export type AuditObjectType = z.infer<typeof auditObjectTypeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDate,
  /** Null only for the API's own daily reconciliation check. */
  adminId: z.string().nullable(),
  adminEmail: z.string().nullable(),
  adminName: z.string().nullable(),
  action: auditActionSchema,
  objectType: auditObjectTypeSchema,
  objectId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;
/** Newest first; `before` (an entry id) pages back. */
export const listAuditLogInput = strict({
  adminId: id('mã quản trị viên').optional(),
  action: auditActionSchema.optional(),
  objectType: auditObjectTypeSchema.optional(),
  objectId: z.string().trim().max(64, { error: 'Mã đối tượng không hợp lệ.' }).optional(),
  before: serialInt('Vị trí trang nhật ký không hợp lệ.', 'Vị trí trang nhật ký không hợp lệ.').optional(),
})
  .nullable()
  .optional();
export const listAuditLogOutput = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().positive().nullable(),
});
