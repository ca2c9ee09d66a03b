// Contracts of the creator calls: public profiles, the creator list, applications to become a creator.
import { z } from 'zod';
import { httpUrl, id, isoDate, noInput, strict, text } from './common';
import { productSchema } from './catalog';

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

export const creatorApplicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const submitCreatorApplicationInput = strict({
  displayName: text('Tên hiển thị', 80),
  expertise: text('Lĩnh vực chuyên môn', 200),
  bio: text('Giới thiệu bản thân', 2000),
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
