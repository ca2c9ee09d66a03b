// What follows from a confirmed payment, inside the confirming transaction (domain/payments.ts). A feature
// that must act on a payment (academy enrolment, the ledger, affiliate commission) exports a function that
// registers its steps with `onPaymentConfirmed(kind, step)` and is added here; whoever confirms payments
// (the bank webhook) does not change.
import { grantPurchases } from '../domain/entitlements';
import { Payments } from '../domain/payments';
import { countSales } from './catalog/sales';
import { recordSales } from './ledger/steps';
import { loadFeeSettings } from '../config';

/**
 * The payments registry with every feature's steps; a fresh one each call (tests add their own steps). The
 * money rules come from the same environment as the API's config (loadFeeSettings).
 */
export function createPayments(fees = loadFeeSettings()): Payments {
  const payments = new Payments();
  grantPurchases(payments);
  countSales(payments);
  recordSales(payments, fees);
  return payments;
}

export const payments = createPayments();
