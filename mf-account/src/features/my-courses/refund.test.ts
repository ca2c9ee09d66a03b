import { checkReason, refundView } from './refund';

describe('refundView', () => {
  it('offers the request while eligible, with the deadline for the dialog', () => {
    expect(
      refundView({ eligible: true, blockedBy: null, deadline: '2026-12-21T10:00:00.000Z', request: null }),
    ).toEqual({ canRequest: true, request: null, blocked: null, deadline: '21/12/2026' });
  });

  it('says nothing when no order was paid (e.g. an admin)', () => {
    expect(refundView({ eligible: false, blockedBy: 'not-purchased', deadline: null, request: null })).toEqual({
      canRequest: false,
      request: null,
      blocked: null,
      deadline: null,
    });
  });

  it('shows an approved request without a note', () => {
    const view = refundView({
      eligible: false,
      blockedBy: 'requested',
      deadline: null,
      request: { id: 'R', status: 'sent', reason: 'x', decisionNote: null },
    });
    expect(view.request).toEqual({ status: 'Đã hoàn tiền.', note: null });
    expect(view.blocked).toBeNull();
  });
});

describe('checkReason', () => {
  it('requires a reason of at most 1000 characters, trimmed', () => {
    expect(checkReason('  \n ')).toEqual({ ok: false, error: 'Vui lòng nhập lý do hoàn tiền.' });
    expect(checkReason('a'.repeat(1001))).toEqual({
      ok: false,
      error: 'Lý do hoàn tiền không được dài quá 1000 ký tự.',
    });
    expect(checkReason('  Chưa phù hợp ')).toEqual({ ok: true, reason: 'Chưa phù hợp' });
  });
});
