// getCreatorDashboard: the creator's figures, all from the ledger (and the orders it points to), so they agree
// to the đồng with getPayoutOverview (the same balanceOf). Definitions (api/README.md, "Money"):
// - gross and count: the sales of the creator's products (sale entries) made in the period, at their price;
//   a sale refunded later still counts as made (its status says 'refunded');
// - net: the creator's earning movements in the period — sales' earnings minus refund reversals, on the day
//   each was posted. All-time net = pending + available + requested + paid out (for a creator who earns no
//   affiliate commission), which the tests check.
// Days are Vietnam days; the current period is the last `days` days including today.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { ledgerEntries, ledgerLines, products, orders, users } from '../../db/schema';
import { balanceOf, DAY_MS } from '../../domain/ledger';
import { requireRole, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { maskBuyer } from '../ledger/mask';
import { MSG } from '../ledger/payouts';
import { startOfVietnamDay, vietnamDay, vietnamDays } from '@app/shared/time/vietnam';

type Totals = { gross: number; net: number; count: number };
const zero = (): Totals => ({ gross: 0, net: 0, count: 0 });

export const getCreatorDashboard: Handler<'getCreatorDashboard'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const days = input?.days ?? 30;
  const at = now();
  const currentStart = new Date(startOfVietnamDay(at).getTime() - (days - 1) * DAY_MS);
  const previousStart = new Date(currentStart.getTime() - days * DAY_MS);
  const db = ctx.db;

  const myEarnings = and(
    eq(ledgerLines.userId, creator.uid),
    eq(ledgerLines.account, 'payable'),
    eq(ledgerLines.role, 'earning'),
  );
  const saleColumns = {
    entryAt: ledgerEntries.createdAt,
    orderId: orders.id,
    price: orders.price,
    productId: products.id,
    title: products.title,
    buyerName: users.displayName,
    buyerEmail: users.email,
  };
  // The creator's sales from their own earning lines (the per-user index), not from every sale on the platform:
  // each sale of their products credited them its earning in the sale's entry (a share of 0, the fee and the
  // commission taking the whole price, leaves no line and so no sale here), and a creator without sales reads
  // nothing.
  const salesFrom = () =>
    db
      .select(saleColumns)
      .from(ledgerLines)
      .innerJoin(ledgerEntries, and(eq(ledgerEntries.id, ledgerLines.entryId), eq(ledgerEntries.kind, 'sale')))
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(users, eq(users.uid, orders.buyerId));

  const [counts, [salesTotal], [netTotal], balance, periodSales, periodEarnings, recent] = await Promise.all([
    db
      .select({ status: products.status, n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.creatorId, creator.uid))
      .groupBy(products.status),
    db
      .select({
        gross: sql<string>`coalesce(sum(${orders.price}), 0)::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, and(eq(ledgerEntries.id, ledgerLines.entryId), eq(ledgerEntries.kind, 'sale')))
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(myEarnings),
    db
      .select({ net: sql<string>`coalesce(-sum(${ledgerLines.amount}), 0)::text` })
      .from(ledgerLines)
      .where(myEarnings),
    balanceOf(db, creator.uid, at),
    salesFrom().where(and(myEarnings, gte(ledgerLines.createdAt, previousStart))),
    db
      .select({ at: ledgerLines.createdAt, amount: ledgerLines.amount, productId: ledgerLines.productId })
      .from(ledgerLines)
      .where(and(myEarnings, gte(ledgerLines.createdAt, previousStart))),
    salesFrom().where(myEarnings).orderBy(desc(ledgerLines.createdAt), desc(ledgerLines.id)).limit(10),
  ]);

  const current = zero();
  const previous = zero();
  const daily = new Map(vietnamDays(currentStart, days).map((day) => [day, zero()]));
  const top = new Map<string, Totals & { title: string }>();
  const topOf = (productId: string, title: string) => {
    const found = top.get(productId) ?? { ...zero(), title };
    top.set(productId, found);
    return found;
  };
  for (const sale of periodSales) {
    const inCurrent = sale.entryAt >= currentStart;
    const targets = inCurrent
      ? [current, daily.get(vietnamDay(sale.entryAt)), topOf(sale.productId, sale.title)]
      : [previous];
    for (const target of targets) {
      if (!target) continue;
      target.gross += sale.price;
      target.count += 1;
    }
  }
  for (const line of periodEarnings) {
    const inCurrent = line.at >= currentStart;
    const targets = inCurrent ? [current, daily.get(vietnamDay(line.at))] : [previous];
    if (inCurrent && line.productId && top.has(line.productId)) targets.push(top.get(line.productId));
    for (const target of targets) if (target) target.net -= line.amount;
  }

  const recentSales = await describeRecent(db, creator.uid, recent, at);
  const publishedCount = counts.find((row) => row.status === 'published')?.n ?? 0;
  return {
    days,
    productCount: counts.reduce((sum, row) => sum + row.n, 0),
    publishedCount,
    totals: { gross: Number(salesTotal?.gross ?? 0), count: salesTotal?.count ?? 0, net: Number(netTotal?.net ?? 0) },
    current,
    previous,
    balance,
    daily: [...daily.entries()].map(([day, totals]) => ({ day, ...totals })),
    topProducts: [...top.entries()]
      .sort(([, a], [, b]) => b.gross - a.gross || b.count - a.count || a.title.localeCompare(b.title, 'vi'))
      .slice(0, 5)
      .map(([productId, totals]) => ({ productId, ...totals })),
    recentSales,
  };
};

type RecentRow = {
  entryAt: Date;
  orderId: string;
  price: number;
  productId: string;
  title: string;
  buyerName: string | null;
  buyerEmail: string | null;
};

/** Each recent sale's earning, its refund if any, and where its money stands now. */
async function describeRecent(db: Parameters<typeof balanceOf>[0], uid: string, rows: RecentRow[], at: Date) {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.orderId);
  const lines = await db
    .select({
      orderId: ledgerEntries.orderId,
      kind: ledgerEntries.kind,
      amount: ledgerLines.amount,
      availableAt: ledgerLines.availableAt,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        inArray(ledgerEntries.orderId, orderIds),
        eq(ledgerLines.userId, uid),
        eq(ledgerLines.account, 'payable'),
        eq(ledgerLines.role, 'earning'),
      ),
    );
  const refunded = new Set(
    (
      await db
        .select({ orderId: ledgerEntries.orderId })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'refund'), inArray(ledgerEntries.orderId, orderIds)))
    ).map((row) => row.orderId),
  );
  return rows.map((row) => {
    const mine = lines.filter((line) => line.orderId === row.orderId);
    const earning = mine.find((line) => line.kind === 'sale');
    const availableAt = earning?.availableAt ?? row.entryAt;
    const status = refunded.has(row.orderId)
      ? ('refunded' as const)
      : availableAt.getTime() > at.getTime()
        ? ('pending' as const)
        : ('available' as const);
    return {
      orderId: row.orderId,
      productId: row.productId,
      productTitle: row.title,
      buyer: maskBuyer(row.buyerName, row.buyerEmail, MSG.anonymousBuyer),
      price: row.price,
      net: -mine.reduce((sum, line) => sum + line.amount, 0),
      paidAt: row.entryAt.toISOString(),
      status,
      availableAt: availableAt.toISOString(),
    };
  });
}
