// Contracts of the creator calls: public profiles, the creator list, applications to become a creator.
import { z } from 'zod';
import { httpUrl, id, isoDate, multilineText, noInput, strict, text } from './common';
import { galleryInput, videoInput } from './media';
import { DEMO_SAMPLE_PATH, demoTypeSchema, productSchema } from './catalog';
import { MAX_WHAT_YOU_GET_ITEMS, WHAT_YOU_GET_MAX_CHARS } from './limits';

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

/** docs/product.md §5: getPublicCreatorProfile requires a creatorId. */
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
  /** A first product the applicant would make. */
  sampleIdea: multilineText('Ý tưởng sản phẩm mẫu', 1000),
});
export const submitCreatorApplicationOutput = z.object({
  applicationId: z.string(),
  status: creatorApplicationStatusSchema,
  submittedAt: isoDate,
});

/** What an application says, as its applicant and the admins read it back. */
export const creatorApplicationAnswers = {
  displayName: z.string(),
  expertise: z.string(),
  bio: z.string(),
  portfolioUrl: z.string().nullable(),
  phone: z.string().nullable(),
  sampleIdea: z.string().nullable(),
};

/** The signed-in user's latest application, as /become-a-creator shows it (null: never applied). */
export const myCreatorApplicationSchema = z.object({
  id: z.string(),
  status: creatorApplicationStatusSchema,
  ...creatorApplicationAnswers,
  submittedAt: isoDate,
  reviewedAt: isoDate.nullable(),
  /** The admin's reason, when rejected. */
  rejectionReason: z.string().nullable(),
});
export type MyCreatorApplication = z.infer<typeof myCreatorApplicationSchema>;
export const getMyCreatorApplicationInput = noInput;
export const getMyCreatorApplicationOutput = z.object({
  /** Whether the user has the creator role now (the database's word, fresher than a token). */
  isCreator: z.boolean(),
  application: myCreatorApplicationSchema.nullable(),
});

/** Creator area: own products in every status. */
export const listMyProductsInput = noInput;
export const listMyProductsOutput = z.array(productSchema);

const priceField = z
  .number({ error: 'Giá phải là số.' })
  .int({ error: 'Giá phải là số đồng nguyên.' })
  .min(0, { error: 'Giá không được âm.' })
  .max(1_000_000_000, { error: 'Giá không được vượt quá 1.000.000.000 â«.' });

/** An https:// address (an app creators publish is served over TLS). */
const httpsUrl = (label: string) =>
  httpUrl(label).refine((value) => /^https:\/\//i.test(value), { error: `${label} phải bắt đầu bằng https://.` });

/** Affiliate commission a creator offers, whole percent (paid to the affiliate on each sale). */
export const commissionRateField = z
  .number({ error: 'Hoa hồng phải là số.' })
  .int({ error: 'Hoa hồng phải là số nguyên (%).' })
  .min(0, { error: 'Hoa hồng không được âm.' })
  .max(50, { error: 'Hoa hồng tối đa 50%.' });

const DEMO_URL = 'Địa chỉ trang demo';

/**
 * The creator's own demo page, opened in a sandboxed frame on the product page: an https:// address without
 * a user name or password in it (it is shown to every visitor), or one of the platform's own sample pages.
 * Hosts inside a private network are refused by the API outside local mode (api/src/domain/demo-url.ts).
 */
export const demoUrlField = z
  .string({ error: `${DEMO_URL} phải là chuỗi ký tự.` })
  .trim()
  .min(1, { error: 'Vui lòng nhập địa chỉ trang demo.' })
  .max(2048, { error: `${DEMO_URL} quá dài.` })
  .superRefine((value, ctx) => {
    if (DEMO_SAMPLE_PATH.test(value)) return;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${DEMO_URL} không phải là địa chỉ hợp lệ.` });
      return;
    }
    if (url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: `${DEMO_URL} phải bắt đầu bằng https://.` });
    else if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: `${DEMO_URL} không được chứa tên đăng nhập hoặc mật khẩu.` });
    }
  });

/** "Bạn nhận được gì": short lines, in the creator's order. */
export const whatYouGetField = z
  .array(text('Mỗi mục “Bạn nhận được gì”', WHAT_YOU_GET_MAX_CHARS), {
    error: 'Danh sách “Bạn nhận được gì” không hợp lệ.',
  })
  .max(MAX_WHAT_YOU_GET_ITEMS, { error: `Tối đa ${MAX_WHAT_YOU_GET_ITEMS} mục “Bạn nhận được gì”.` });

/**
 * Creates a draft (no productId) or updates one of the caller's products. On a published product, the
 * material fields (title, price, appUrl, media) are held as pending changes for review while the live version stays.
 */
export const saveProductInput = strict({
  productId: id('mã sản phẩm').optional(),
  title: text('Tên sản phẩm', 120),
  description: multilineText('Mô tả sản phẩm', 5000),
  price: priceField,
  categoryId: id('Danh mục', 'Vui lòng chọn danh mục.'),
  subcategoryId: id('Danh mục con').nullable().optional(),
  demoType: demoTypeSchema.optional(),
  /** Required with demo type `embed`, refused with any other. */
  demoUrl: demoUrlField.nullable().optional(),
  /** Absent keeps what the product has. */
  whatYouGet: whatYouGetField.optional(),
  appUrl: httpsUrl('Đường dẫn ứng dụng').nullable().optional(),
  commissionRate: commissionRateField.optional(),
  /**
   * The thumbnail: the id of a finished tus upload of the caller's (POST /uploads/thumbnails), null to
   * remove it, absent to keep it.
   */
  thumbnailUploadId: z
    .string({ error: 'Ảnh đại diện không hợp lệ.' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'Ảnh đại diện không hợp lệ.' })
    .nullable()
    .optional(),
  /** The gallery, in order (finished picture uploads, or pictures it already has), absent to keep it. */
  gallery: galleryInput.optional(),
  /** The video (a finished video upload, or the one it has), null to remove it, absent to keep it. */
  video: videoInput.nullable().optional(),
}).superRefine((input, ctx) => {
  const embed = input.demoType === 'embed';
  if (embed && !input.demoUrl) {
    ctx.addIssue({ code: 'custom', path: ['demoUrl'], message: 'Vui lòng nhập địa chỉ trang demo.' });
  }
  if (!embed && input.demoUrl) {
    ctx.addIssue({
      code: 'custom',
      path: ['demoUrl'],
      message: 'Chỉ kiểu dùng thử “Trang demo của bạn” mới có địa chỉ trang demo.',
    });
  }
});
export const saveProductOutput = productSchema;

/** Archive (hidden from the catalogue; owners keep access) or bring an archived product back. */
export const setProductArchivedInput = strict({
  productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.'),
  archived: z.boolean({ error: 'Thiếu trạng thái lưu trữ.' }),
});
export const setProductArchivedOutput = productSchema;

/** Only a draft (never sold) can be deleted. */
export const deleteProductInput = strict({ productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.') });
export const deleteProductOutput = z.object({ productId: z.string(), deleted: z.literal(true) });

/**
 * /vercel-callback: the hosting platform's OAuth redirect. The API exchanges `code` at the platform's token
 * endpoint and records the connection; `next` comes back only when it is a same-origin path.
 */
const callbackParam = (label: string, max: number) =>
  z
    .string({ error: `Thiếu ${label}.` })
    .trim()
    .min(1, { error: `Thiếu ${label}.` })
    .max(max, { error: `${label.charAt(0).toUpperCase()}${label.slice(1)} không hợp lệ.` })
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: `${label.charAt(0).toUpperCase()}${label.slice(1)} không hợp lệ.` });
export const connectHostingPlatformInput = strict({
  code: callbackParam('mã xác thực', 512),
  configurationId: callbackParam('mã cấu hình', 128),
  teamId: callbackParam('mã nhóm', 128).nullable().optional(),
  next: z.string({ error: 'Đường dẫn tiếp theo không hợp lệ.' }).max(2048).nullable().optional(),
});
export const connectHostingPlatformOutput = z.object({
  provider: z.literal('vercel'),
  configurationId: z.string(),
  teamId: z.string().nullable(),
  /** A same-origin path to continue to, or null. */
  next: z.string().nullable(),
});

export const submitProductForReviewInput = strict({ productId: id('mã sản phẩm', 'Thiếu mã sản phẩm.') });
export const submitProductForReviewOutput = productSchema;
