// Contracts of the admin calls: moderation of products and creator applications, dashboard figures.
import { z } from 'zod';
import { id, isoDate, noInput, strict } from './common';
import { productSchema } from './catalog';
import { creatorApplicationStatusSchema } from './creator';

export const listPendingProductsInput = noInput;
export const listPendingProductsOutput = z.array(productSchema);

export const moderateProductInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  decision: z.enum(['publish', 'reject'], { error: 'Quyết định phải là duyệt hoặc từ chối.' }),
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
  status: creatorApplicationStatusSchema,
  createdAt: isoDate,
});

export const listCreatorApplicationsInput = strict({ status: creatorApplicationStatusSchema.optional() })
  .nullable()
  .optional();
export const listCreatorApplicationsOutput = z.array(creatorApplicationSchema);

export const reviewCreatorApplicationInput = strict({
  applicationId: id('mã đơn đăng ký', 'Thiếu mã đơn đăng ký.'),
  decision: z.enum(['approve', 'reject'], { error: 'Quyết định phải là chấp thuận hoặc từ chối.' }),
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
