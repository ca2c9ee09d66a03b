// The ledger's part of a confirmed payment: the sale's journal entry, inside the confirming transaction
// (domain/payments.ts), so the money is recorded exactly when — and only if — the order becomes paid.
import type { FeeSettings } from '@app/shared/contracts/ledger';
import { postSale } from '../../domain/ledger';
import type { Payments, PaymentConfirmed } from '../../domain/payments';
import { now } from '../../lib/clock';

export function recordSales(payments: Payments, fees: Pick<FeeSettings, 'holdDays'>): void {
  const run = async ({ tx, order, amountReceived }: Pick<PaymentConfirmed, 'tx' | 'order' | 'amountReceived'>) => {
    // The affiliate was resolved when the order was made (features/affiliates/attribution.ts) and the rate
    // snapshotted with it: the commission is what the buyer's order said, whatever changed since.
    await postSale(tx, { order, amountReceived, at: now(), holdDays: fees.holdDays, affiliateId: order.affiliateId });
  };
  payments.onPaymentConfirmed('product', { name: 'ledger.sale', run });
  payments.onPaymentConfirmed('course', { name: 'ledger.sale', run });
}
