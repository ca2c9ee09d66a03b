import type { MyRefundRequest } from '@app/shared/contracts/refunds';
import { courseRefundView, refundStatusText } from './refundView';

describe('courseRefundView', () => {
  it('offers the request while eligible, with the deadline for the dialog', () => {
    expect(
      courseRefundView({ eligible: true, blockedBy: null, deadline: '2026-12-21T10:00:00.000Z', request: null }),
    ).toEqual({ canRequest: true, request: null, blocked: null, deadline: '21/12/2026' });
  });

  it('says nothing when no order was paid (e.g. an admin)', () => {
    expect(courseRefundView({ eligible: false, blockedBy: 'not-purchased', deadline: null, request: null })).toEqual({
      canRequest: false,
      request: null,
      blocked: null,
      deadline: null,
    });
  });

  it('shows an approved request without a note', () => {
    const view = courseRefundView({
      eligible: false,
      blockedBy: 'requested',
      deadline: null,
      request: { id: 'R', status: 'sent', reason: 'x', decisionNote: null },
    });
    expect(view.request).toEqual({ status: 'Đã hoàn tiền.', note: null });
    expect(view.blocked).toBeNull();
  });
});

describe('refundStatusText', () => {
  const request = (overrides: Partial<MyRefundRequest>) => ({
    status: 'pending' as const,
    decisionNote: null,
    ...overrides,
  });
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
