// The buyer's orders: opening one for a course or a product, reading, canceling and listing them. The callables
// keep the product's names (createCourseOrder, createProductOrder, getTransaction, cancelTransaction,
// getLatestTransaction, listMyTransactions) and fields (transactionId).
import type { Order } from '@app/shared/contracts/checkout';
import { and, desc, eq } from 'drizzle-orm';
import { courses, orders, products } from '../../db/schema';
import { aborted, CallableError, notFound, permissionDenied } from '../../http/errors';
import { requireAuth, requireUser, type CallContext, type Handler } from '../../http/context';
import { hasRole, findUser } from '../../domain/users';
import { owns, type Target } from '../../domain/entitlements';
import { attributeOrder, sawVisitor } from '../affiliates/attribution';
import { now } from '../../lib/clock';
import { openOrder, PriceChanged } from './orders';
import { notify, settle } from '../../domain/notifications/notify';
import { isListed } from '../catalog/products';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.checkout;

/**
 * Opens the buyer's order for the item, or answers the open one; refused with `owned` when the buyer already
 * owns it. The affiliate is resolved only for a new order (the last click, else the sign-up code; never the
 * item's creator), and the money rules are the ones in force now (the order keeps them).
 */
async function openFor(
  ctx: CallContext,
  buyerId: string,
  input: { visitorId?: string; referralCode?: string; expectedPrice?: number },
  owned: string,
  item: { target: Target; title: string; price: number; creatorId: string | null; commissionRate: number },
): Promise<string> {
  if (await owns(ctx.db, buyerId, item.target)) throw aborted(owned);
  await sawVisitor(ctx.db, buyerId, input.visitorId, now());
  try {
    return await openOrder(ctx.db, {
      uid: buyerId,
      target: item.target,
      title: item.title,
      price: item.price,
      expectedPrice: input.expectedPrice,
      attribution: () =>
        attributeOrder(ctx.db, {
          buyerId,
          creatorId: item.creatorId,
          visitorId: input.visitorId,
          referralCode: input.referralCode,
          at: now(),
        }),
      ttlMs: ctx.config.orderTtlMs,
      feeBps: ctx.config.fees.feeBps,
      commissionRate: item.commissionRate,
    });
  } catch (error) {
    // 409 with the price the order would carry: the review step shows it and the buyer confirms again.
    if (error instanceof PriceChanged) throw new CallableError('aborted', MSG.priceChanged, { price: error.price });
    throw error;
  }
}

export const createCourseOrder: Handler<'createCourseOrder'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, input.courseId)).limit(1);
  if (!course) throw notFound(MSG.courseNotFound);
  const orderId = await openFor(ctx, user.uid, input, MSG.courseOwned, {
    target: { kind: 'course', id: course.id },
    title: course.title,
    price: course.price,
    // The platform's own course: no creator to exclude, its whole price goes to the academy account (no
    // creator share), and its affiliate commission is the academy setting.
    creatorId: null,
    commissionRate: ctx.config.fees.academyCommissionPercent,
  });
  return { orderId };
};

export const createProductOrder: Handler<'createProductOrder'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [product] = await ctx.db.select().from(products).where(eq(products.id, input.productId)).limit(1);
  if (!product || !isListed(product)) throw notFound(MSG.productNotFound);
  if (product.creatorId === user.uid) throw aborted(MSG.ownProduct);
  const orderId = await openFor(ctx, user.uid, input, MSG.productOwned, {
    target: { kind: 'product', id: product.id },
    title: product.title,
    price: product.price,
    creatorId: product.creatorId,
    commissionRate: product.commissionRate,
  });
  return { transactionId: orderId };
};

function toOrder(row: typeof orders.$inferSelect, payee: Order['payee']): Order {
  const overdue = row.status === 'pending' && row.expiresAt.getTime() < now().getTime();
  return {
    id: row.id,
    price: row.price,
    productTitle: row.productTitle,
    kind: row.productId ? 'product' : 'course',
    productId: row.productId,
    courseId: row.courseId,
    status: overdue ? 'expired' : row.status,
    transferNote: `TT ${row.id}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    payee,
  };
}

/** Readable only by its buyer or an admin (docs/product.md §3 Order). */
export const getTransaction: Handler<'getTransaction'> = async (input, ctx) => {
  const auth = requireAuth(ctx);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, input.transactionId)).limit(1);
  if (!row) throw notFound(MSG.orderNotFound);
  if (row.buyerId !== auth.uid && !hasRole(await findUser(ctx.db, auth.uid), 'admin')) {
    throw permissionDenied(MSG.orderForbidden);
  }
  return toOrder(row, ctx.config.payee);
};

/** The buyer cancels a pending order (admins read, they do not cancel on someone's behalf). */
export const cancelTransaction: Handler<'cancelTransaction'> = async (input, ctx) => {
  const auth = requireAuth(ctx);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, input.transactionId)).limit(1);
  if (!row) throw notFound(MSG.orderNotFound);
  if (row.buyerId !== auth.uid) throw permissionDenied(MSG.orderForbidden);
  if (toOrder(row, ctx.config.payee).status !== 'pending') throw aborted(MSG.notCancelable);
  // Conditional update: a transfer confirmed at the same moment wins, and the cancel then reports 409. The
  // buyer's notice commits with the cancel.
  const updated = await ctx.db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(orders)
      .set({ status: 'canceled' })
      .where(and(eq(orders.id, row.id), eq(orders.status, 'pending')))
      .returning();
    if (!canceled) return null;
    await settle(tx, canceled.buyerId, `order:${canceled.id}:created`);
    await notify(tx, {
      kind: 'orderCanceled',
      userId: canceled.buyerId,
      eventKey: `order:${canceled.id}:canceled`,
      facts: {
        orderId: canceled.id,
        title: canceled.productTitle,
        amount: canceled.price,
        itemKind: canceled.productId ? 'product' : 'course',
      },
    });
    return canceled;
  });
  if (!updated) throw aborted(MSG.notCancelable);
  return toOrder(updated, ctx.config.payee);
};

export const getLatestTransaction: Handler<'getLatestTransaction'> = async (_input, ctx) => {
  const auth = requireAuth(ctx);
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.buyerId, auth.uid))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return { transaction: row ? toOrder(row, ctx.config.payee) : null };
};

export const listMyTransactions: Handler<'listMyTransactions'> = async (input, ctx) => {
  const auth = requireAuth(ctx);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.buyerId, auth.uid))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  // The status filter runs after the overdue check: an overdue pending order is reported as expired.
  return rows
    .map((row) => toOrder(row, ctx.config.payee))
    .filter((order) => !input.status || order.status === input.status);
};
