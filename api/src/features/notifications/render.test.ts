// Every kind renders (the typed list of sample facts fails to compile when a kind is added without one): a
// one-line subject, its link in both parts, its facts as text and as escaped HTML; the compiled layout's slots
// are filled once, so a value that reads like a slot stays as typed.
import { notificationKinds, type NotificationFacts, type NotificationKind } from '@app/shared/contracts/notifications';
import { formatVnd } from '@app/shared/format';
import { kindRules } from '../../domain/notifications/kinds';
import { renderNotification } from './render';

const item = { orderId: 'ABC123DEF4', title: 'Trợ lý <b>AI</b>', amount: 1_490_000, itemKind: 'product' as const };
const at = '2026-11-21T10:05:00.000Z';

const samples: { [K in NotificationKind]: NotificationFacts[K] } = {
  orderCreated: { ...item, expiresAt: at },
  paymentReceived: { ...item, paidAt: at, seller: 'Nhà sáng tạo' },
  orderCanceled: item,
  orderExpired: { ...item, expiresAt: at },
  overpaymentRecorded: { ...item, received: 1_500_000, excess: 10_000 },
  newSale: { ...item, share: 1_341_000, buyer: 'N***n' },
  commissionEarned: { ...item, commission: 100_000 },
  refundRequested: { ...item, requestId: 'r1' },
  refundApproved: { ...item, requestId: 'r1' },
  refundRejected: { ...item, requestId: 'r1', reason: 'Đã dùng <i>nhiều</i>.' },
  refundSent: { ...item, requestId: 'r1', reference: 'FT-1' },
  commissionReversed: { ...item, commission: 100_000 },
  payoutPaid: { payoutId: 'p1', amount: 500_000, reference: 'FT-2', payee: 'creator' },
  payoutFailed: { payoutId: 'p1', amount: 500_000, reason: 'Sai số tài khoản', payee: 'affiliate' },
  accountSuspended: { reason: 'Vi phạm.' },
  accountRestored: {},
  enrolled: { orderId: 'ABC123DEF4', courseId: 'khoa-1', title: 'Khóa <b>AI</b>' },
  certificateIssued: { certId: 'CN-ABCDEFGHIJKLMNOPQRST', courseName: 'Khóa <b>AI</b>', score: 92.5 },
  certificateRevoked: { certId: 'CN-ABCDEFGHIJKLMNOPQRST', courseName: 'Khóa <b>AI</b>', reason: 'Gian lận.' },
  applicationApproved: { applicationId: 'app-1' },
  applicationRejected: { applicationId: 'app-1', reason: 'Thiếu <b>mẫu</b>.' },
  productPublished: { productId: 'tro-ly', title: 'Trợ lý <b>AI</b>' },
  productRejected: { productId: 'tro-ly', title: 'Trợ lý <b>AI</b>', reason: 'Thiếu ảnh.' },
  materialChangeApproved: { productId: 'tro-ly', title: 'Trợ lý <b>AI</b>' },
  materialChangeRejected: { productId: 'tro-ly', title: 'Trợ lý <b>AI</b>', reason: 'Giá <b>sai</b>.' },
  productUnpublished: { productId: 'tro-ly', title: 'Trợ lý <b>AI</b>', reason: 'Vi phạm.' },
  earningsAvailable: { day: '2026-11-21', amount: 2_682_000, payee: 'creator' },
};

const config = {
  payee: { bankName: 'Vietcombank', bankBin: '970436', accountNumber: '1234567890', accountHolder: 'AI MARKET' },
  mail: { webUrl: 'https://aimarket.example.vn' },
};

describe('renderNotification', () => {
  it.each(notificationKinds.map((kind) => [kind]))('%s: subject, link, facts, no markup from values', async (kind) => {
    const facts = samples[kind];
    const mail = await renderNotification({ kind, facts, name: 'An <script>' }, config);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const link = `https://aimarket.example.vn${(kindRules[kind].link as (f: typeof facts) => string)(facts)}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.html).not.toMatch(/MJSLOT\d+X/);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Xin chào An &lt;script&gt;,');
  });

  it('writes money, days and scores as a reader reads them', async () => {
    const earnings = await renderNotification(
      { kind: 'earningsAvailable', facts: samples.earningsAvailable, name: null },
      config,
    );
    expect(earnings.text).toContain('21/11/2026');
    expect(earnings.text).toContain(formatVnd(2_682_000));
    const certificate = await renderNotification(
      { kind: 'certificateIssued', facts: samples.certificateIssued, name: null },
      config,
    );
    expect(certificate.text).toContain('Điểm: 92,5%');
    expect(certificate.text).toContain('https://aimarket.example.vn/chung-nhan/CN-ABCDEFGHIJKLMNOPQRST');
    const over = await renderNotification(
      { kind: 'overpaymentRecorded', facts: samples.overpaymentRecorded, name: null },
      config,
    );
    expect(over.text).toContain(`Số tiền thừa sẽ hoàn: ${formatVnd(10_000)}`);
  });

  it('fills each slot once: a value that reads like a slot stays as typed', async () => {
    const mail = await renderNotification(
      { kind: 'productPublished', facts: { productId: 'x', title: 'MJSLOT0X MJSLOT3X' }, name: 'MJSLOT1X' },
      config,
    );
    expect(mail.html).toContain('Xin chào MJSLOT1X,');
    expect(mail.html).toContain('Sản phẩm MJSLOT0X MJSLOT3X đã được đăng bán');
  });
});
