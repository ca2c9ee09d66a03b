// createCourseOrder, createProductOrder, getTransaction.
import type { Transaction } from '@app/shared/contracts/checkout';
import { eq } from 'drizzle-orm';
import { courses, products, transactions } from '../../db/schema';
import { aborted, notFound, permissionDenied } from '../../http/errors';
import { hasRole, requireAuth, requireUser, type Handler } from '../../http/context';
import { findUser } from '../profile/users';
import { openOrder, ownsItem } from './orders';

export const MSG = {
  /** SPEC §8, word for word. */
  transactionNotFound: 'Giao dịch không hợp lệ hoặc không tồn tại.',
  transactionForbidden: 'Bạn không có quyền xem giao dịch này.',
  courseNotFound: 'Không tìm thấy khóa học.',
  productNotFound: 'Không tìm thấy sản phẩm.',
  courseOwned: 'Bạn đã sở hữu khóa học này.',
  productOwned: 'Bạn đã sở hữu sản phẩm này.',
  ownProduct: 'Bạn không thể mua sản phẩm của chính mình.',
} as const;

export const createCourseOrder: Handler<'createCourseOrder'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [course] = await ctx.db.select().from(courses).where(eq(courses.id, input.courseId)).limit(1);
  if (!course) throw notFound(MSG.courseNotFound);
  const target = { kind: 'course', id: course.id } as const;
  if (await ownsItem(ctx.db, user.uid, target)) throw aborted(MSG.courseOwned);
  const orderId = await openOrder(ctx.db, {
    uid: user.uid,
    target,
    title: course.title,
    price: course.price,
    referralCode: user.referredBy,
  });
  return { orderId };
};

export const createProductOrder: Handler<'createProductOrder'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const [product] = await ctx.db.select().from(products).where(eq(products.id, input.productId)).limit(1);
  if (!product || product.status !== 'published') throw notFound(MSG.productNotFound);
  if (product.creatorId === user.uid) throw aborted(MSG.ownProduct);
  const target = { kind: 'product', id: product.id } as const;
  if (await ownsItem(ctx.db, user.uid, target)) throw aborted(MSG.productOwned);
  const orderId = await openOrder(ctx.db, {
    uid: user.uid,
    target,
    title: product.title,
    price: product.price,
    referralCode: input.referralCode || user.referredBy,
  });
  return { orderId };
};

function toTransaction(row: typeof transactions.$inferSelect, payee: Transaction['payee']): Transaction {
  const overdue = row.status === 'pending' && row.expiresAt.getTime() < Date.now();
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

/** Readable only by its buyer or an admin (SPEC §3 transactions/{id}). */
export const getTransaction: Handler<'getTransaction'> = async (input, ctx) => {
  const auth = requireAuth(ctx);
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.id, input.transactionId)).limit(1);
  if (!row) throw notFound(MSG.transactionNotFound);
  if (row.buyerId !== auth.uid && !hasRole(await findUser(ctx.db, auth.uid), 'admin')) {
    throw permissionDenied(MSG.transactionForbidden);
  }
  return toTransaction(row, ctx.config.payee);
};
