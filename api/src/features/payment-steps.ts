// What follows from a confirmed payment, inside the confirming transaction (domain/payments.ts). A feature
// that must act on a payment (academy enrolment, the ledger, affiliate commission) exports a function that
// registers its steps with `onPaymentConfirmed(kind, step)` and is added here; whoever confirms payments
// (the bank webhook) does not change.
import { grant } from '../domain/entitlements';
import { Payments, type PaymentStep } from '../domain/payments';
import { countSales } from './catalog/sales';
import { recordSales } from './ledger/steps';
import { notifyPayments } from './notifications/on-payment';
import { loadFeeSettings } from '../config';

const grantOnPayment: PaymentStep = {
  name: 'entitlements.grant',
  run: ({ tx, order, target }) => grant(tx, order.buyerId, target, order.id),
};

/** A confirmed payment gives the buyer what they paid for, whatever its kind. */
function grantPurchases(payments: Payments): void {
  payments.onPaymentConfirmed('product', grantOnPayment).onPaymentConfirmed('course', grantOnPayment);
}

/**
 * The payments registry with every feature's steps; a fresh one each call (tests add their own steps). The
 * money rules come from the same environment as the API's config (loadFeeSettings).
 */
export function createPayments(fees = loadFeeSettings()): Payments {
  const payments = new Payments();
  grantPurchases(payments);
  countSales(payments);
  recordSales(payments, fees);
  // Last: the notifications tell what the steps before did (the ledger's shares).
  notifyPayments(payments);
  return payments;
}

export const payments = createPayments();
