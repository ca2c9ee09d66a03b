import type { Transaction } from '@app/shared/contracts/checkout';
import type { LibraryItem } from '@app/shared/contracts/profile';
import type { MyRefundRequest } from '@app/shared/contracts/refunds';
import { anOrder } from '@app/shared/testing/factories';
import { refundOffer, refundStatusText } from './productRefund';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

const item: LibraryItem = { productId: 'mau-hop-dong', title: 'Mẫu hợp đồng', kind: 'product', grantedAt: ago(2) };
const order = (overrides: Partial<Transaction> = {}): Transaction =>
  anOrder({
    id: 'ORDER12345',
    kind: 'product',
    productId: 'mau-hop-dong',
    status: 'paid',
    price: 150_000,
    paidAt: ago(2),
    ...overrides,
  });
const request = (overrides: Partial<MyRefundRequest> = {}): MyRefundRequest => ({
  id: 'RF1',
  kind: 'product',
  itemId: 'mau-hop-dong',
  title: 'Mẫu hợp đồng',
  orderId: 'ORDER12345',
  amount: 150_000,
  reason: 'Không chạy được.',
  status: 'pending',
  decisionNote: null,
  createdAt: ago(1),
  decidedAt: null,
  sentAt: null,
  ...overrides,
});

describe('refundOffer', () => {
  it('is offered within 7 days of payment, with the deadline', () => {
    const offer = refundOffer(item, [order()], [], NOW);
    expect(offer).toEqual({ canRequest: true, deadline: new Date(Date.parse(ago(2)) + 7 * DAY_MS), request: null });
  });

  it('is not offered once 7 days have passed (to the millisecond)', () => {
    expect(refundOffer(item, [order({ paidAt: ago(7) })], [], NOW).canRequest).toBe(false);
    expect(
      refundOffer(item, [order({ paidAt: new Date(NOW.getTime() - 7 * DAY_MS + 1).toISOString() })], [], NOW)
        .canRequest,
    ).toBe(true);
  });

  it('is not offered for a course, a free product or an item without a paid order', () => {
    expect(refundOffer({ ...item, kind: 'course' }, [order()], [], NOW).canRequest).toBe(false);
    expect(refundOffer(item, [order({ price: 0 })], [], NOW).canRequest).toBe(false);
    expect(refundOffer(item, [order({ status: 'pending', paidAt: null })], [], NOW).canRequest).toBe(false);
    expect(refundOffer(item, [order({ productId: 'khac' })], [], NOW).canRequest).toBe(false);
  });

  it('uses the latest paid order of the product', () => {
    const offer = refundOffer(
      item,
      [order({ id: 'OLD', paidAt: ago(30) }), order({ id: 'NEW', paidAt: ago(1) })],
      [],
      NOW,
    );
    expect(offer.canRequest).toBe(true);
  });

  it('is not offered while a request is open; a rejected one shows, and may be asked again', () => {
    for (const status of ['pending', 'approved'] as const) {
      const offer = refundOffer(item, [order()], [request({ status })], NOW);
      expect(offer.canRequest).toBe(false);
      expect(offer.request?.status).toBe(status);
    }
    const rejected = refundOffer(
      item,
      [order()],
      [request({ status: 'rejected', decisionNote: 'Không hợp lệ.' })],
      NOW,
    );
    expect(rejected).toMatchObject({ canRequest: true, request: { status: 'rejected' } });
  });

  it('leaves out a request of an earlier order (the product bought again after a refund)', () => {
    const old = request({ orderId: 'EARLIER', status: 'sent', createdAt: ago(40) });
    expect(refundOffer(item, [order()], [old], NOW)).toMatchObject({ canRequest: true, request: null });
  });

  it('shows an open request even when the order is not in the list', () => {
    expect(refundOffer(item, [], [request()], NOW)).toMatchObject({ canRequest: false, request: { id: 'RF1' } });
  });
});

describe('refundStatusText', () => {
  it.each([
    ['Đang chờ xử lý', request({ status: 'pending' })],
    ['Đã chấp thuận — đang chuyển tiền', request({ status: 'approved' })],
    ['Đã hoàn tiền', request({ status: 'sent' })],
    ['Bị từ chối: Đã dùng quá nhiều.', request({ status: 'rejected', decisionNote: 'Đã dùng quá nhiều.' })],
    ['Bị từ chối', request({ status: 'rejected' })],
  ])('says “%s”', (text, given) => {
    expect(refundStatusText(given)).toBe(text);
  });
});
