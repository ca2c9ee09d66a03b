// recordAffiliateClick: a visit through `?ref=CODE`, counted once a day per visitor and item.
import { and, eq } from 'drizzle-orm';
import { affiliateClicks, products, users } from '../../db/schema';
import { requireUser, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { listed } from '../catalog/products';
import { vietnamDay } from '@app/shared/time/vietnam';
import { isBot, normalizeCode, sawVisitor, validVisitorId } from './attribution';

/**
 * Counts a visit once per affiliate, visitor, product (or the catalogue) and Vietnam day (the unique index,
 * ON CONFLICT DO NOTHING — concurrent repeats count once). Nothing here is ever an error for the visitor:
 * an unknown code, a bad visitor id, an unknown or unpublished product, a bot or the affiliate's own visit
 * answers `counted: false`.
 */
export const recordAffiliateClick: Handler<'recordAffiliateClick'> = async (input, ctx) => {
  const notCounted = { counted: false };
  const code = normalizeCode(input.code);
  const visitorId = validVisitorId(input.visitorId);
  if (!code || !visitorId || isBot(ctx.userAgent)) return notCounted;
  const [affiliate] = await ctx.db.select({ uid: users.uid }).from(users).where(eq(users.affiliateCode, code)).limit(1);
  if (!affiliate) return notCounted;
  // A signed-in visitor's row must exist for the click to name them (the last-click rule also finds the
  // buyer's clicks made in another browser). Which accounts use this browser is remembered, the affiliate's
  // own visit included: an order from it credited to one of the others would be a self-referral.
  const userId = ctx.auth ? (await requireUser(ctx)).uid : null;
  if (userId) await sawVisitor(ctx.db, userId, visitorId, now());
  if (affiliate.uid === userId) return notCounted;
  const productId = input.productId ?? null;
  if (productId) {
    const [product] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), listed()))
      .limit(1);
    if (!product) return notCounted;
  }
  const at = now();
  const inserted = await ctx.db
    .insert(affiliateClicks)
    .values({ affiliateId: affiliate.uid, productId, visitorId, userId, day: vietnamDay(at), createdAt: at })
    .onConflictDoNothing()
    .returning({ id: affiliateClicks.id });
  return { counted: inserted.length > 0 };
};
