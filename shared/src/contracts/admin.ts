// Contracts of the admin calls: moderation of products and creator applications, dashboard figures.
import { z } from 'zod';
import { id, isoDate, multilineText, noInput, strict } from './common';
import { productSchema } from './catalog';
import { creatorApplicationStatusSchema } from './creator';

export const listPendingProductsInput = noInput;
export const listPendingProductsOutput = z.array(productSchema);

/**
 * Publish a pending product (or accept a published product's pending changes), or reject with a reason the
 * creator sees on /creator/products. A reason is required to reject.
 */
export const moderateProductInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  decision: z.enum(['publish', 'reject'], { error: 'Quyết định phải là duyệt hoặc từ chối.' }),
  reason: multilineText('Lý do', 1000).optional(),
}).refine((input) => input.decision === 'publish' || Boolean(input.reason), {
  error: 'Vui lòng nhập lý do từ chối.',
  path: ['reason'],
});
export const moderateProductOutput = productSchema;

export const creatorApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  displayName: z.string(),
  expertise: z.string(),
  bio: z.string(),
  portfolioUrl: z.string().nullable(),
  phone: z.string().nullable(),
  sampleIdea: z.string().nullable(),
  status: creatorApplicationStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: isoDate,
});

export const listCreatorApplicationsInput = strict({ status: creatorApplicationStatusSchema.optional() })
  .nullable()
  .optional();
export const listCreatorApplicationsOutput = z.array(creatorApplicationSchema);

/** Approve (grants the creator role) or reject with a reason shown on /become-a-creator. */
export const reviewCreatorApplicationInput = strict({
  applicationId: id('mã đơn đăng ký', 'Thiếu mã đơn đăng ký.'),
  decision: z.enum(['approve', 'reject'], { error: 'Quyết định phải là chấp thuận hoặc từ chối.' }),
  reason: multilineText('Lý do', 1000).optional(),
}).refine((input) => input.decision === 'approve' || Boolean(input.reason), {
  error: 'Vui lòng nhập lý do từ chối.',
  path: ['reason'],
});
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
