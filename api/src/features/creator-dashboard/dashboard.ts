// getCreatorDashboard: the creator's figures, all from the ledger (its stored summaries, and the lines and orders
// of the latest sales), so they agree to the đồng with getPayoutOverview (the same balance, domain/balances.ts).
// Definitions (api/README.md, "Money"):
// - gross and count: the sales of the creator's products (sale entries) made in the period, at their price;
//   a sale refunded later still counts as made (its status says 'refunded');
// - net: the creator's earning movements in the period — sales' earnings minus refund reversals, on the day
//   each was posted. All-time net = pending + available + requested + paid out (for a creator who earns no
//   affiliate commission), which the tests check.
// Days are Vietnam days; the current period is the last `days` days including today.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerDaily, ledgerEntries, ledgerLines, ledgerProductDaily, orders, products, users } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { balanceAndRoleOf, payableRows } from '../../domain/balances';
import { requireRole, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { maskBuyer } from '../ledger/mask';
import { MSG } from '../ledger/payouts';
import { startOfVietnamDay, vietnamDay, vietnamDays } from '@app/shared/time/vietnam';

/** The creator's lines and the entries of a recent sale's order, read beside the list's own. */
const MINE = 'mine';
const THEIRS = 'theirs';
const mine = alias(ledgerLines, MINE);
const theirs = alias(ledgerEntries, THEIRS);

type Totals = { gross: number; net: number; count: number };
const zero = (): Totals => ({ gross: 0, net: 0, count: 0 });

export const getCreatorDashboard: Handler<'getCreatorDashboard'> = async (input, ctx) => {
  const creator = await requireRole(ctx, 'creator');
  const days = input?.days ?? 30;
  const at = now();
  const currentStart = new Date(startOfVietnamDay(at).getTime() - (days - 1) * DAY_MS);
  const previousStart = new Date(currentStart.getTime() - days * DAY_MS);
  const db = ctx.prepared;

  // The figures of the periods from the stored rollups of the creator's earning lines (kept by the database
  // from the lines): per Vietnam day, and per day and product for the best products of the current period.
  const currentDay = vietnamDay(currentStart);
  // Summed per product first, then titled: the few products sold, not every day's row, meet the titles.
  const perProduct = db
    .select({
      productId: ledgerProductDaily.productId,
      sales: sql<number>`sum(${ledgerProductDaily.sales})::int`.as('sales'),
      gross: sql<string>`sum(${ledgerProductDaily.gross})::text`.as('gross'),
      amount: sql<string>`sum(${ledgerProductDaily.amount})::text`.as('amount'),
    })
    .from(ledgerProductDaily)
    .where(
      and(
        eq(ledgerProductDaily.userId, creator.uid),
        eq(ledgerProductDaily.role, 'earning'),
        gte(ledgerProductDaily.day, currentDay),
      ),
    )
    .groupBy(ledgerProductDaily.productId)
    .having(sql`sum(${ledgerProductDaily.sales}) > 0`)
    .as('per_product');
  const [counts, { balance, role: earnings }, byDay, byProduct, recent] = await Promise.all([
    db
      .select({ status: products.status, n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.creatorId, creator.uid))
      .groupBy(products.status),
    // The balance and the all-time earnings, from one read of the creator's stored balances.
    balanceAndRoleOf(db, creator.uid, at, 'earning'),
    db
      .select({ day: ledgerDaily.day, sales: ledgerDaily.sales, gross: ledgerDaily.gross, amount: ledgerDaily.amount })
      .from(ledgerDaily)
      .where(and(payableRows(ledgerDaily, creator.uid, 'earning'), gte(ledgerDaily.day, vietnamDay(previousStart)))),
    db
      .select({
        productId: perProduct.productId,
        title: products.title,
        sales: perProduct.sales,
        gross: perProduct.gross,
        amount: perProduct.amount,
      })
      .from(perProduct)
      .innerJoin(products, eq(products.id, perProduct.productId)),
    // The 10 latest sales from the creator's own earning lines (the per-user index walked backwards), not from
    // every sale on the platform: each sale of their products credited them its earning in the sale's entry (a
    // share of 0, the fee and the commission taking the whole price, leaves no line and so no sale here). Each
    // sale's net (its earning less any refund's reversal of it) and whether it was refunded come in the same
    // statement, from the order's own entries (by their order index): one round trip for the list.
    db
      .select({
        entryAt: ledgerEntries.createdAt,
        availableAt: ledgerLines.availableAt,
        orderId: orders.id,
        price: orders.price,
        productId: products.id,
        title: products.title,
        buyerName: users.displayName,
        buyerEmail: users.email,
        amount: sql<string>`(select coalesce(sum(${mine.amount}), 0) from ${ledgerLines} ${sql.identifier(MINE)} join ${ledgerEntries} ${sql.identifier(THEIRS)} on ${theirs.id} = ${mine.entryId} where ${theirs.orderId} = ${orders.id} and ${mine.userId} = ${creator.uid} and ${mine.account} = 'payable' and ${mine.role} = 'earning')::text`,
        refunded: sql<boolean>`exists (select 1 from ${ledgerEntries} ${sql.identifier(THEIRS)} where ${theirs.orderId} = ${orders.id} and ${theirs.kind} = 'refund')`,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, and(eq(ledgerEntries.id, ledgerLines.entryId), eq(ledgerEntries.kind, 'sale')))
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(users, eq(users.uid, orders.buyerId))
      .where(payableRows(ledgerLines, creator.uid, 'earning'))
      .orderBy(desc(ledgerLines.createdAt), desc(ledgerLines.id))
      .limit(10),
  ]);

  const current = zero();
  const previous = zero();
  const daily = new Map(vietnamDays(currentStart, days).map((day) => [day, zero()]));
  for (const row of byDay) {
    const targets = row.day >= currentDay ? [current, daily.get(row.day)] : [previous];
    for (const target of targets) {
      if (!target) continue;
      target.gross += row.gross;
      target.count += row.sales;
      target.net -= row.amount;
    }
  }
  const top = byProduct.map((row) => ({
    productId: row.productId,
    title: row.title,
    gross: Number(row.gross),
    count: row.sales,
    net: -Number(row.amount),
  }));

  const publishedCount = counts.find((row) => row.status === 'published')?.n ?? 0;
  return {
    days,
    productCount: counts.reduce((sum, row) => sum + row.n, 0),
    publishedCount,
    totals: { gross: earnings.gross, count: earnings.sales, net: 0 - earnings.amount },
    current,
    previous,
    balance,
    daily: [...daily.entries()].map(([day, totals]) => ({ day, ...totals })),
    topProducts: top
      .sort((a, b) => b.gross - a.gross || b.count - a.count || a.title.localeCompare(b.title, 'vi'))
      .slice(0, 5)
      .map(({ productId, title, gross, count, net }) => ({ productId, title, count, gross, net })),
    recentSales: recent.map((row) => ({
      orderId: row.orderId,
      productId: row.productId,
      productTitle: row.title,
      buyer: maskBuyer(row.buyerName, row.buyerEmail, MSG.anonymousBuyer),
      price: row.price,
      net: -Number(row.amount),
      paidAt: row.entryAt.toISOString(),
      status: saleStatus(row, at),
      availableAt: (row.availableAt ?? row.entryAt).toISOString(),
    })),
  };
};

/** Where a recent sale's money stands at `at`: refunded, still in its hold, or available. */
function saleStatus(row: { refunded: boolean; availableAt: Date | null; entryAt: Date }, at: Date) {
  if (row.refunded) return 'refunded' as const;
  return (row.availableAt ?? row.entryAt).getTime() > at.getTime() ? ('pending' as const) : ('available' as const);
}
