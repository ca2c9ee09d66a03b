// Payments: confirming that an order is paid, in the caller's database transaction, and publishing a typed
// 'payment confirmed' event to the steps registered for the order's kind (product, course) — the library
// grant (a product, or the course that enrols its student), the catalogue's sales count, and the ledger's
// sale entry (fee, creator's share, affiliate commission).
// A step runs inside the same transaction: if any step throws, nothing of the confirmation is kept (the
// order stays pending, the transfer is not recorded) and the provider's retry tries again. Whoever brings
// the money (the bank webhook today) calls `confirm` and knows none of the steps; a feature registers its
// own with `onPaymentConfirmed` (features/payment-steps.ts puts them together).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { now } from '../lib/clock';
import { orders } from '../db/schema';
import { owns, type Target } from './entitlements';

export type Order = typeof orders.$inferSelect;
export type OrderKind = Target['kind'];

export type PaymentConfirmed<K extends OrderKind = OrderKind> = {
  /** The order as it was when it was confirmed (status already 'paid' in the database). */
  order: Order;
  /** What was bought. */
  target: Extract<Target, { kind: K }>;
  /** What the transfer carried (integer VND); at least the order's price. */
  amountReceived: number;
  /** The bank transfer row that paid it. */
  transferId: number;
  /** The database transaction to write in. */
  tx: Tx;
  /** Work to do once the transaction has committed (e.g. clearing an in-memory cache). */
  afterCommit: (work: () => void) => void;
};

export type PaymentStep<K extends OrderKind = OrderKind> = {
  /** For logs and tests. */
  name: string;
  run: (event: PaymentConfirmed<K>) => Promise<void>;
};

/** Why a transfer did not pay its order (it goes to the admin queue). */
export type Refusal = 'not-pending' | 'short-amount' | 'already-owned';

export type Confirmation =
  { kind: 'paid'; order: Order; afterCommit: (() => void)[] } | { kind: 'refused'; reason: Refusal };

export function targetOf(order: Pick<Order, 'productId' | 'courseId'>): Target {
  return order.productId ? { kind: 'product', id: order.productId } : { kind: 'course', id: order.courseId ?? '' };
}

async function publish<K extends OrderKind>(steps: readonly PaymentStep<K>[], event: PaymentConfirmed<K>) {
  for (const step of steps) await step.run(event);
}

/** The registry: which steps follow a confirmed payment, per order kind, in the order registered. */
export class Payments {
  private readonly steps: { [K in OrderKind]: PaymentStep<K>[] } = { product: [], course: [] };

  onPaymentConfirmed<K extends OrderKind>(kind: K, step: PaymentStep<K>): this {
    this.steps[kind].push(step);
    return this;
  }

  /** The names of the steps registered for `kind`, in order. */
  stepsFor(kind: OrderKind): string[] {
    return this.steps[kind].map((step) => step.name);
  }

  /**
   * Pays `order` (locked by the caller with SELECT … FOR UPDATE) with `amountReceived`, all in `tx`: the
   * order must be pending, not expired, paid in full and not already owned; then it is marked paid and
   * every step of its kind runs. Resolves to the work to run after commit, or why it was refused.
   * `late` (an admin matching a transfer that arrived after the order expired or was canceled):
   * an expired or canceled order is paid too — the buyer did pay; a paid or refunded one never is.
   */
  async confirm(
    tx: Tx,
    input: { order: Order; amountReceived: number; transferId: number; late?: boolean },
  ): Promise<Confirmation> {
    const { order: locked, amountReceived, transferId } = input;
    const payable: Order['status'][] = input.late ? ['pending', 'expired', 'canceled'] : ['pending'];
    if (!payable.includes(locked.status)) return refused('not-pending');
    if (!input.late && locked.expiresAt.getTime() < now().getTime()) return refused('not-pending');
    if (amountReceived < locked.price) return refused('short-amount');
    const target = targetOf(locked);
    if (await owns(tx, locked.buyerId, target)) return refused('already-owned');

    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now() })
      .where(and(eq(orders.id, locked.id), inArray(orders.status, payable)))
      .returning();
    if (!order) return refused('not-pending');
    const later: (() => void)[] = [];
    const base = { order, amountReceived, transferId, tx, afterCommit: (work: () => void) => later.push(work) };
    if (target.kind === 'product') await publish(this.steps.product, { ...base, target });
    else await publish(this.steps.course, { ...base, target });
    return { kind: 'paid', order, afterCommit: later };
  }
}

const refused = (reason: Refusal): Confirmation => ({ kind: 'refused', reason });
