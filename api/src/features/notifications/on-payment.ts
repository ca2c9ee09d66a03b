// The notifications of a confirmed payment, inside the confirming transaction (domain/payments.ts), after the
// ledger's sale entry: the buyer's receipt (with, for a course, the enrolment, and for a transfer above the
// price, the excess recorded), the creator's new sale and the affiliate's commission, each with the amount the
// ledger credited (a suspended affiliate's withheld commission is no commission of theirs).
import { commonMessages } from '@app/shared/messages/common';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, users } from '../../db/schema';
import { notify, settle } from '../../domain/notifications/notify';
import type { PaymentStep, Payments } from '../../domain/payments';
import { now } from '../../lib/clock';
import { maskBuyer } from '../ledger/mask';
import { MSG } from '../ledger/payouts';
import { saleShares } from '../../domain/notifications/events';

const person = async (tx: Tx, uid: string) =>
  (await tx.select({ displayName: users.displayName, email: users.email }).from(users).where(eq(users.uid, uid)))[0];

const notifyPayment: PaymentStep = {
  name: 'notifications.payment',
  run: async ({ tx, order, target, amountReceived }) => {
    const item = { orderId: order.id, title: order.productTitle, amount: order.price, itemKind: target.kind };
    const [creator] = order.productId
      ? await tx
          .select({ name: sql<string>`coalesce(${users.displayName}, ${users.email}, '')` })
          .from(products)
          .innerJoin(users, eq(users.uid, products.creatorId))
          .where(eq(products.id, order.productId))
      : [];
    // The order's "waiting for payment" is settled: the receipt is what is new.
    await settle(tx, order.buyerId, `order:${order.id}:created`);
    await notify(tx, {
      kind: 'paymentReceived',
      userId: order.buyerId,
      eventKey: `order:${order.id}:paid`,
      facts: { ...item, paidAt: (order.paidAt ?? now()).toISOString(), seller: creator?.name || commonMessages.brand },
    });
    // A course bought is a course to follow: the student is enrolled.
    if (target.kind === 'course') {
      await notify(tx, {
        kind: 'enrolled',
        userId: order.buyerId,
        eventKey: `order:${order.id}:enrolled`,
        facts: { orderId: order.id, courseId: target.id, title: order.productTitle },
      });
    }
    // Paid more than the price: the excess is recorded for the admins to send back, and the buyer is told.
    if (amountReceived > order.price) {
      await notify(tx, {
        kind: 'overpaymentRecorded',
        userId: order.buyerId,
        eventKey: `order:${order.id}:overpaid`,
        facts: { ...item, received: amountReceived, excess: amountReceived - order.price },
      });
    }
    const shares = await saleShares(tx, order.id);
    if (shares.length === 0) return;
    const buyer = await person(tx, order.buyerId);
    for (const share of shares) {
      if (share.amount <= 0) continue;
      if (share.role === 'earning') {
        await notify(tx, {
          kind: 'newSale',
          userId: share.userId,
          eventKey: `order:${order.id}:sale`,
          facts: {
            ...item,
            share: share.amount,
            buyer: maskBuyer(buyer?.displayName ?? null, buyer?.email ?? null, MSG.anonymousBuyer),
          },
        });
      } else {
        await notify(tx, {
          kind: 'commissionEarned',
          userId: share.userId,
          eventKey: `order:${order.id}:commission`,
          facts: { ...item, commission: share.amount },
        });
      }
    }
  },
};

/** Registers the notifications after every other step of a confirmed payment (features/payment-steps.ts). */
export function notifyPayments(payments: Payments): void {
  payments.onPaymentConfirmed('product', notifyPayment).onPaymentConfirmed('course', notifyPayment);
}
