// The payments and entitlements modules: a confirmation publishes 'payment confirmed' to the
// steps registered for the order's kind, inside one transaction; a step that fails undoes all of it.
import { and, eq } from 'drizzle-orm';
import { bankTransfers, products, orders } from '../db/schema';
import { confirmTransfer } from '../features/bank-webhook/confirm';
import { createPayments } from '../features/payment-steps';
import { openOrder, transferBody } from '../../test/ledger';
import { useApi, useUser } from '../../test/suite';
import { grant, owns, revoke } from './entitlements';
import { Payments, type PaymentStep } from './payments';

const api = useApi();
const creator = useUser(api, 'creator');
/** The receiving account the transfers below are paid to (the local default of config.payee). */
const PAYEE = { accountNumber: '1234567890', bankName: 'Vietcombank' };

const order = () => openOrder(api, creator.uid, 120_000);

const transfer = (orderId: string, amount = 120_000) => transferBody(`TT ${orderId}`, amount);

const db = () => api.app.database.db;
const orderStatus = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
const salesOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]?.salesCount;

describe('payments: one transaction, every step', () => {
  it("registers the features' steps per kind: the grant for both, the sales count for products", () => {
    const payments = createPayments();
    expect(payments.stepsFor('product')).toEqual([
      'entitlements.grant',
      'catalog.salesCount',
      'ledger.sale',
      'notifications.payment',
    ]);
    expect(payments.stepsFor('course')).toEqual(['entitlements.grant', 'ledger.sale', 'notifications.payment']);
  });

  it('publishes the confirmed payment to the steps of its kind only, with the order, target and amount', async () => {
    const { buyer, productId, orderId } = await order();
    const seen: string[] = [];
    const spy = (label: string): PaymentStep => ({
      name: `test.${label}`,
      run: async (event) => {
        seen.push(
          `${label}:${event.order.id}:${event.order.status}:${event.target.kind}:${event.target.id}:${event.amountReceived}`,
        );
      },
    });
    const payments = createPayments()
      .onPaymentConfirmed('product', spy('product'))
      .onPaymentConfirmed('course', spy('course'));
    const outcome = await confirmTransfer(db(), transfer(orderId, 130_000), { payee: PAYEE, payments });
    expect(outcome).toEqual({ kind: 'paid', orderId });
    expect(seen).toEqual([`product:${orderId}:paid:product:${productId}:130000`]);
    expect(await owns(db(), buyer.uid, { kind: 'product', id: productId })).toBe(true);
    expect(await salesOf(productId)).toBe(1);
  });

  it('a step that fails undoes everything: order pending, nothing granted or counted, transfer not kept', async () => {
    const { buyer, productId, orderId } = await order();
    const body = transfer(orderId);
    const broken: PaymentStep = {
      name: 'test.broken',
      run: async () => {
        throw new Error('ledger down');
      },
    };
    await expect(
      confirmTransfer(db(), body, { payee: PAYEE, payments: createPayments().onPaymentConfirmed('product', broken) }),
    ).rejects.toThrow('ledger down');
    expect(await orderStatus(orderId)).toBe('pending');
    expect(await owns(db(), buyer.uid, { kind: 'product', id: productId })).toBe(false);
    expect(await salesOf(productId)).toBe(0);
    const kept = await db()
      .select()
      .from(bankTransfers)
      .where(and(eq(bankTransfers.provider, 'sepay'), eq(bankTransfers.providerId, String(body.id))));
    expect(kept).toEqual([]);

    // The provider retries the same transfer: now it pays, once.
    expect(await confirmTransfer(db(), body, { payee: PAYEE })).toEqual({ kind: 'paid', orderId });
    expect(await confirmTransfer(db(), body, { payee: PAYEE })).toEqual({ kind: 'duplicate' });
    expect(await owns(db(), buyer.uid, { kind: 'product', id: productId })).toBe(true);
  });

  it('refuses what it must not pay, and runs no step then', async () => {
    const { orderId } = await order();
    const ran: string[] = [];
    const payments = new Payments().onPaymentConfirmed('product', {
      name: 'test.spy',
      run: async () => {
        ran.push('ran');
      },
    });
    expect(await confirmTransfer(db(), transfer(orderId, 119_999), { payee: PAYEE, payments })).toEqual({
      kind: 'queued',
      reason: 'short-amount',
    });
    expect(ran).toEqual([]);
    expect(await orderStatus(orderId)).toBe('pending');
  });
});

describe('entitlements', () => {
  it('owns, grant and revoke', async () => {
    const buyer = await api.user();
    const productId = await api.addProduct(creator.uid);
    const target = { kind: 'product', id: productId } as const;
    expect(await owns(db(), buyer.uid, target)).toBe(false);
    await grant(db(), buyer.uid, target, null);
    expect(await owns(db(), buyer.uid, target)).toBe(true);
    expect(await owns(db(), creator.uid, target)).toBe(false);
    expect(await revoke(db(), buyer.uid, target)).toBe(true);
    expect(await owns(db(), buyer.uid, target)).toBe(false);
    expect(await revoke(db(), buyer.uid, target)).toBe(false);
  });
});
