// Contracts of the profile calls (docs/product.md §3 "User profile"). React-free: the API imports them too.
import { z } from 'zod';
import { httpUrl, strict, text } from './common';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './limits';

export { PASSWORD_MIN_LENGTH };

export { noInput } from './common';

export const roleSchema = z.enum(['creator', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** One owned item of the user's library (docs/product.md §3: library, array of owned items). */
export const libraryItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  kind: z.enum(['product', 'course']),
  grantedAt: z.string(),
  /** A product's app, for its owner to open from the library (null when the product has none, and for a course). */
  appUrl: z.string().nullable().optional(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  roles: z.array(roleSchema),
  library: z.array(libraryItemSchema),
  /** The user's own affiliate code (affiliate links are shown to every signed-in user). */
  affiliateCode: z.string().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** docs/product.md §5: only fields that are defined are written; `null` clears a photo. */
export const updateUserProfileInput = strict({
  displayName: text('Tên hiển thị', 80).optional(),
  photoURL: httpUrl('Ảnh đại diện').nullable().optional(),
});

export const registerUserInput = strict({
  email: z
    .string({ error: 'Vui lòng nhập email.' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Email quá dài.' })
    .regex(EMAIL_PATTERN, { error: 'Email không hợp lệ.' }),
  password: z
    .string({ error: 'Vui lòng nhập mật khẩu.' })
    .min(PASSWORD_MIN_LENGTH, { error: `Mật khẩu phải có ít nhất ${PASSWORD_MIN_LENGTH} ký tự.` })
    .max(128, { error: 'Mật khẩu không được dài quá 128 ký tự.' }),
  displayName: text('Tên hiển thị', 80).optional(),
  /** Referral code from the `ref` query parameter, kept for later use (docs/product.md §1). */
  referralCode: z
    .string({ error: 'Mã giới thiệu không hợp lệ.' })
    .trim()
    .max(32, { error: 'Mã giới thiệu không hợp lệ.' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Mã giới thiệu không hợp lệ.' })
    .optional(),
});
export const registerUserOutput = z.object({ uid: z.string() });
