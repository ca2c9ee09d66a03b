// Contracts of the affiliate calls: a visit through a referral link, the affiliate dashboard and
// the affiliate marketplace. Payouts of commission use the ledger's calls (getPayoutOverview, requestPayout).
// Unknown or malformed referral codes are never an error for a visitor or a buyer: the server ignores them.
import { z } from 'zod';
import { id, isoDate, pageNumber, searchQuery, strict, vnd } from './common';
import { mediaImageSchema } from './media';

/**
 * A code or a visitor id as the browser sends it: any short string. What is not a valid code is ignored by
 * the server (never an error for the buyer), so the contract only bounds the size.
 */
export const looseCode = z
  .string({ error: 'Mã giới thiệu không hợp lệ.' })
  .max(128, { error: 'Mã giới thiệu không hợp lệ.' });
/** The browser's own random id (kept beside the referral code), for click deduplication and attribution. */
export const visitorIdField = z
  .string({ error: 'Mã khách truy cập không hợp lệ.' })
  .max(128, { error: 'Mã khách truy cập không hợp lệ.' });

/** Public (signed in or not). Answers whether a new click was counted; never an error for a bad code. */
export const recordAffiliateClickInput = strict({
  code: looseCode,
  /** The product page the link opened; null or absent for the catalogue link. */
  productId: id('mã sản phẩm').nullable().optional(),
  visitorId: visitorIdField,
});
export const recordAffiliateClickOutput = z.object({ counted: z.boolean() });

export const conversionStatusSchema = z.enum(['pending', 'available', 'reversed']);

export const getAffiliateDashboardInput = strict({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)], { error: 'Khoảng thời gian không hợp lệ.' }).optional(),
})
  .nullable()
  .optional();
export const getAffiliateDashboardOutput = z.object({
  /** The user's own affiliate code. */
  code: z.string(),
  days: z.number().int().positive(),
  /** The user's links: the catalogue (`/?ref=`) and each product they promoted (had clicks or orders). */
  links: z.array(
    z.object({
      productId: z.string().nullable(),
      title: z.string(),
      /** A path on this site with `?ref={code}`; the page makes it absolute. */
      path: z.string(),
    }),
  ),
  period: z.object({
    clicks: z.number().int().nonnegative(),
    signups: z.number().int().nonnegative(),
    orders: z.number().int().nonnegative(),
    /** orders / clicks, 0..1 (0 when there were no clicks). */
    conversionRate: z.number().min(0),
    /** Commission earned on the period's paid orders (after reversals). */
    commission: z.number().int(),
  }),
  /** The user's commission balance from the ledger (the same engine as creators). */
  commission: z.object({ pending: vnd, available: vnd, paid: vnd }),
  /** One point per Vietnam day of the period, oldest first, zeros included. */
  daily: z.array(
    z.object({
      day: z.string(),
      clicks: z.number().int().nonnegative(),
      orders: z.number().int().nonnegative(),
      commission: z.number().int(),
    }),
  ),
  /** The last 10 attributed paid orders, newest first; buyers masked. */
  recent: z.array(
    z.object({
      orderId: z.string(),
      title: z.string(),
      buyer: z.string(),
      amount: vnd,
      commission: vnd,
      status: conversionStatusSchema,
      paidAt: isoDate,
      availableAt: isoDate,
    }),
  ),
});
export type AffiliateDashboard = z.infer<typeof getAffiliateDashboardOutput>;

export const AFFILIATE_SORTS = ['commission', 'bestselling', 'newest'] as const;
export const listAffiliateProductsInput = strict({
  query: searchQuery,
  sort: z.enum(AFFILIATE_SORTS, { error: 'Kiểu sắp xếp không hợp lệ.' }).optional(),
  page: pageNumber,
})
  .nullable()
  .optional();
export const affiliateProductSchema = z.object({
  kind: z.enum(['product', 'course']),
  /** The product id, or the course id for the academy. */
  id: z.string(),
  title: z.string(),
  price: vnd,
  /** Whole percent of the price. */
  commissionRate: z.number().int().min(0).max(100),
  /** What one sale pays the affiliate, integer VND (the ledger's rounding). */
  commissionPerSale: vnd,
  creatorName: z.string().nullable(),
  categoryName: z.string().nullable(),
  salesCount: z.number().int().nonnegative(),
  /** The product's cover (the catalogue's responsive pictures); null for the course and a product without one. */
  cover: mediaImageSchema.nullable(),
  createdAt: isoDate,
  /** The page to share, without the code (the page adds `?ref={code}`). */
  path: z.string(),
});
export type AffiliateProduct = z.infer<typeof affiliateProductSchema>;
export const listAffiliateProductsOutput = z.object({
  /** The caller's code, for building links. */
  code: z.string(),
  items: z.array(affiliateProductSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
