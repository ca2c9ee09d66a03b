// Contracts of the creator calls: public profiles, the creator list, applications to become a creator.
import { z } from 'zod';
import { httpUrl, id, isoDate, multilineText, noInput, strict, text } from './common';
import { demoTypeSchema, productSchema } from './catalog';

export const creatorSummarySchema = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  bio: z.string().nullable(),
  productCount: z.number().int().nonnegative(),
});
export type CreatorSummary = z.infer<typeof creatorSummarySchema>;

export const getAllCreatorsInput = noInput;
export const getAllCreatorsOutput = z.array(creatorSummarySchema);

/** SPEC §5: getPublicCreatorProfile requires a creatorId. */
export const getPublicCreatorProfileInput = strict({ creatorId: id('mã nhà sáng tạo', 'Thiếu mã nhà sáng tạo.') });
export const getPublicCreatorProfileOutput = z.object({
  creator: creatorSummarySchema.extend({ joinedAt: isoDate }),
  products: z.array(productSchema),
});

export const creatorApplicationStatusSchema = z.enum(['pending', 'approved', 'rejected'], {
  error: 'Trạng thái đơn đăng ký không hợp lệ.',
});

export const submitCreatorApplicationInput = strict({
  displayName: text('Tên hiển thị', 80),
  expertise: text('Lĩnh vực chuyên môn', 200),
  bio: multilineText('Giới thiệu bản thân', 2000),
  portfolioUrl: httpUrl('Đường dẫn hồ sơ năng lực').optional(),
  phone: z
    .string({ error: 'Số điện thoại phải là chuỗi ký tự.' })
    .trim()
    .regex(/^(\+84|0)[0-9]{9,10}$/, { error: 'Số điện thoại không hợp lệ.' })
    .optional(),
});
export const submitCreatorApplicationOutput = z.object({
  applicationId: z.string(),
  status: creatorApplicationStatusSchema,
  submittedAt: isoDate,
});

/** Creator area: own products in every status. */
export const listMyProductsInput = noInput;
export const listMyProductsOutput = z.array(productSchema);

const priceField = z
  .number({ error: 'Giá phải là số.' })
  .int({ error: 'Giá phải là số nguyên (VND).' })
  .min(0, { error: 'Giá không được âm.' })
  .max(1_000_000_000, { error: 'Giá không được vượt quá 1.000.000.000 VND.' });

/** Creates a draft (no productId) or updates one of the caller's products. */
export const saveProductInput = strict({
  productId: id('mã sản phẩm').optional(),
  title: text('Tên sản phẩm', 120),
  description: multilineText('Mô tả sản phẩm', 5000),
  price: priceField,
  categoryId: id('Danh mục', 'Vui lòng chọn danh mục.'),
  subcategoryId: id('Danh mục con').nullable().optional(),
  demoType: demoTypeSchema.optional(),
  appUrl: httpUrl('Đường dẫn ứng dụng').nullable().optional(),
});
export const saveProductOutput = productSchema;

export const submitProductForReviewInput = strict({ productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.') });
export const submitProductForReviewOutput = productSchema;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number().int().nonnegative(),
  status: z.enum(['pending', 'paid', 'failed']),
  periodStart: isoDate,
  periodEnd: isoDate,
  paidAt: isoDate.nullable(),
});

export const getCreatorDashboardInput = noInput;
export const getCreatorDashboardOutput = z.object({
  productCount: z.number().int().nonnegative(),
  publishedCount: z.number().int().nonnegative(),
  salesCount: z.number().int().nonnegative(),
  /** Sum of paid orders of the creator's products, VND. */
  revenue: z.number().int().nonnegative(),
  payouts: z.array(payoutSchema),
});
