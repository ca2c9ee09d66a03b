// The notifications of an order's expiry and an overpayment, of the academy (enrolment, a certificate issued
// and revoked), of the admins' decisions on creator applications and products, and of held earnings becoming
// available: each reaches its person once, by e-mail (read back from a real SMTP server) with the right facts
// and in the inbox; a change that rolls back notifies nobody. Time rules run under the test clock.
import type { OpenAttempt } from '@app/shared/contracts/academy';
import type { Notification } from '@app/shared/contracts/notifications';
import { formatPercent, formatVnd } from '@app/shared/format';
import { splitSale } from '@app/shared/money/split';
import { dayLabel, startOfVietnamDay, vietnamDay } from '@app/shared/time/vietnam';
import { eq, like } from 'drizzle-orm';
import { certificates, courseProgress, notifications, orders } from '../../db/schema';
import { DAY_MS, postSale } from '../../domain/ledger';
import { findUser } from '../../domain/users';
import { issueCertificate } from '../academy/certificates';
import { expireOrders } from '../checkout/orders';
import { addCourse, answersFor, QUESTIONS } from '../../../test/academy';
import { atTime } from '../../../test/clock';
import type { TestUser } from '../../../test/harness';
import { openOrder, paidOrder, sendTransfer, WEBHOOK_KEY } from '../../../test/ledger';
import { useMail, type Received } from '../../../test/mail';
import { useApi, useUser } from '../../../test/suite';
import { runNotificationSweep } from './sweep';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY }, { ownDatabase: true });
const admin = useUser(api, 'admin');
const mail = useMail(api);
const { deliver, subjects } = mail;
const smtp = { to: (address: string) => mail.smtp().to(address) };

const db = () => api.app.database.db;
const one = (address: string, subject: string): Received => {
  const found = smtp.to(address).filter((item) => item.mail.subject === subject);
  expect(found).toHaveLength(1);
  return found[0];
};
const inbox = async (user: TestUser) =>
  ((await api.call('listNotifications', null, user.token)).body.result as { items: Notification[] }).items;
const eventsOf = async (prefix: string) =>
  (
    await db()
      .select({ eventKey: notifications.eventKey })
      .from(notifications)
      .where(like(notifications.eventKey, `${prefix}%`))
  ).map((row) => row.eventKey);

describe('an order left unpaid', () => {
  it('expires by the sweep: the buyer is told once (not as a cancellation), and its payment notice is settled', async () => {
    const creator = await api.user('creator');
    const { buyer, orderId } = await openOrder(api, creator.uid, 90_000);
    const later = Date.now() + api.config.orderTtlMs + 60_000;
    // Two runs (two instances, or the next tick): one notice.
    expect((await atTime(later, () => runNotificationSweep(db()))).expired).toBeGreaterThanOrEqual(1);
    expect((await atTime(later, () => runNotificationSweep(db()))).expired).toBe(0);
    await atTime(later, () => deliver());

    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe('expired');
    expect(subjects(buyer.email)).toEqual([
      `Đơn hàng ${orderId}: thông tin chuyển khoản`,
      `Đơn hàng ${orderId} đã hết hạn thanh toán`,
    ]);
    const expired = one(buyer.email, `Đơn hàng ${orderId} đã hết hạn thanh toán`).mail;
    expect(expired.text).toContain(formatVnd(90_000));
    expect(expired.text).toMatch(/Hết hạn lúc: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect((await inbox(buyer)).map((item) => [item.kind, item.read])).toEqual([
      ['orderExpired', false],
      ['orderCreated', true],
    ]);
  });

  it('an expiry whose transaction rolls back notifies nobody and leaves the order pending', async () => {
    const creator = await api.user('creator');
    const { orderId } = await openOrder(api, creator.uid, 95_000);
    const later = Date.now() + api.config.orderTtlMs + 60_000;
    await expect(
      atTime(later, () =>
        db().transaction(async (tx) => {
          expect(await expireOrders(tx, eq(orders.id, orderId))).toBe(1);
          throw new Error('injected failure');
        }),
      ),
    ).rejects.toThrow('injected failure');
    expect(await eventsOf(`order:${orderId}:`)).toEqual([`order:${orderId}:created`]);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe('pending');
  });
});

describe('an overpayment', () => {
  it('pays the order and tells the buyer the excess to be sent back, once', async () => {
    const creator = await api.user('creator');
    const { buyer, orderId } = await openOrder(api, creator.uid, 100_000);
    const transferId = 800_000_000 + Math.floor(Math.random() * 1e8);
    expect((await sendTransfer(api, orderId, 130_000, transferId)).status).toBe(200);
    expect((await sendTransfer(api, orderId, 130_000, transferId)).status).toBe(200);
    await deliver();
    const over = one(buyer.email, `Đơn hàng ${orderId}: đã ghi nhận khoản chuyển thừa ${formatVnd(30_000)}`).mail;
    expect(over.text).toContain(formatVnd(130_000));
    expect(over.text).toContain(formatVnd(100_000));
    expect(over.text).toContain(orderId);
    expect(subjects(buyer.email)).toHaveLength(3);
    expect((await inbox(buyer)).map((item) => item.kind)).toEqual([
      'overpaymentRecorded',
      'paymentReceived',
      'orderCreated',
    ]);
  });
});

describe('the academy', () => {
  it('enrols the buyer of a course, issues the certificate (its public link) once, and tells its revocation with the reason', async () => {
    const course = await addCourse(api, { price: 300_000 });
    const title = `Khóa học thử ${course.courseId}`;
    const student = await api.user();
    const ordered = await api.call('createCourseOrder', { courseId: course.courseId }, student.token);
    expect(ordered.status).toBe(200);
    const { orderId } = ordered.body.result as { orderId: string };
    expect((await sendTransfer(api, orderId, 300_000)).status).toBe(200);
    const [paid] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(paid.status).toBe('paid');

    await db()
      .insert(courseProgress)
      .values({ userId: student.uid, courseId: course.courseId, completedLessons: course.lessonIds });
    const started = await api.call('startQuizAttempt', { courseId: course.courseId }, student.token);
    expect(started.body.error).toBeUndefined();
    const attempt = started.body.result as OpenAttempt;
    const submitted = await api.call(
      'submitQuiz',
      { courseId: course.courseId, attemptId: attempt.id, answers: answersFor(QUESTIONS) },
      student.token,
    );
    expect(submitted.status).toBe(200);
    const [certificate] = await db().select().from(certificates).where(eq(certificates.userId, student.uid));
    // A better score later keeps the certificate, and tells nobody again.
    const user = (await findUser(db(), student.uid))!;
    await db().transaction((tx) => issueCertificate(tx, user, course.courseId, 100, new Date()));

    const reason = 'Gian lận <b>bài kiểm tra</b>.';
    const revoke = () => api.call('revokeCertificate', { certId: certificate.id, reason }, admin.token);
    expect((await revoke()).status).toBe(200);
    expect((await revoke()).status).toBe(200);
    await deliver();

    expect(subjects(student.email)).toEqual([
      `Đơn hàng ${orderId}: thông tin chuyển khoản`,
      `Biên nhận thanh toán đơn hàng ${orderId}`,
      `Bạn đã được ghi danh vào khóa học “${title}”`,
      `Chúc mừng! Bạn đã nhận chứng nhận “${title}”`,
      `Chứng nhận “${title}” đã bị thu hồi`,
    ]);
    const enrolled = one(student.email, `Bạn đã được ghi danh vào khóa học “${title}”`).mail;
    expect(enrolled.text).toContain(`${api.config.mail.webUrl}/my/my-courses`);
    const issued = one(student.email, `Chúc mừng! Bạn đã nhận chứng nhận “${title}”`).mail;
    expect(issued.text).toContain(`${api.config.mail.webUrl}/chung-nhan/${certificate.id}`);
    expect(issued.text).toContain(formatPercent(certificate.score));
    const revoked = one(student.email, `Chứng nhận “${title}” đã bị thu hồi`).mail;
    expect(revoked.text).toContain(reason);
    expect(String(revoked.html)).toContain('&lt;b&gt;bài kiểm tra&lt;/b&gt;');
    expect((await inbox(student)).map((item) => [item.kind, item.link])).toEqual([
      ['certificateRevoked', `/chung-nhan/${certificate.id}`],
      ['certificateIssued', `/chung-nhan/${certificate.id}`],
      ['enrolled', '/my/my-courses'],
      ['paymentReceived', '/my/my-courses'],
      ['orderCreated', `/my/payment-instructions/${orderId}`],
    ]);
  });

  it('a certificate whose transaction rolls back notifies nobody', async () => {
    const course = await addCourse(api);
    const student = await api.user();
    const user = (await findUser(db(), student.uid))!;
    await expect(
      db().transaction(async (tx) => {
        await issueCertificate(tx, user, course.courseId, 90, new Date());
        throw new Error('injected failure');
      }),
    ).rejects.toThrow('injected failure');
    expect(await db().select().from(notifications).where(eq(notifications.userId, student.uid))).toEqual([]);
  });
});

const application = {
  displayName: 'Bùi Thảo',
  expertise: 'Luật doanh nghiệp',
  bio: 'Luật sư 12 năm.',
  sampleIdea: 'Trợ lý soạn hợp đồng.',
};

describe('creator applications', () => {
  it('the applicant hears the approval, or the rejection with its reason, once', async () => {
    const accepted = await api.user();
    const refused = await api.user();
    const apply = async (user: TestUser) =>
      ((await api.call('submitCreatorApplication', application, user.token)).body.result as { applicationId: string })
        .applicationId;
    const first = await apply(accepted);
    const second = await apply(refused);
    const review = (applicationId: string, decision: 'approve' | 'reject', reason?: string) =>
      api.call('reviewCreatorApplication', { applicationId, decision, reason }, admin.token);
    expect((await review(first, 'approve')).status).toBe(200);
    expect((await review(second, 'reject', 'Hồ sơ chưa có sản phẩm mẫu.')).status).toBe(200);
    // Decided already: refused, and nobody is told again.
    expect((await review(first, 'approve')).status).toBe(409);
    await deliver();

    expect(subjects(accepted.email)).toEqual(['Đơn đăng ký nhà sáng tạo của bạn đã được chấp thuận']);
    expect(smtp.to(accepted.email)[0].mail.text).toContain(`${api.config.mail.webUrl}/creator/dashboard`);
    expect(subjects(refused.email)).toEqual(['Đơn đăng ký nhà sáng tạo của bạn chưa được chấp thuận']);
    expect(smtp.to(refused.email)[0].mail.text).toContain('Lý do: Hồ sơ chưa có sản phẩm mẫu.');
    expect(smtp.to(refused.email)[0].mail.text).toContain(`${api.config.mail.webUrl}/become-a-creator`);
  });
});

describe('product moderation', () => {
  it('the creator hears each decision once: published, rejected, changes accepted or rejected, taken off sale (with the reasons)', async () => {
    const creator = await api.user('creator');
    const toPublish = await api.addProduct(creator.uid, { status: 'pending', title: 'Trợ lý A' });
    const toReject = await api.addProduct(creator.uid, { status: 'pending', title: 'Trợ lý B' });
    const changes = (title: string) => ({ title, submittedAt: new Date().toISOString() });
    const toAccept = await api.addProduct(creator.uid, { title: 'Bản cũ', pendingChanges: changes('Bản mới') });
    const toRefuse = await api.addProduct(creator.uid, { title: 'Giữ nguyên', pendingChanges: changes('Đổi') });
    const decide = (productId: string, decision: 'publish' | 'reject', reason?: string) =>
      api.call('moderateProduct', { productId, decision, reason }, admin.token);
    expect((await decide(toPublish, 'publish')).status).toBe(200);
    // Decided already: refused, and nobody is told again.
    expect((await decide(toPublish, 'publish')).status).toBe(409);
    expect((await decide(toReject, 'reject', 'Thiếu ảnh minh họa.')).status).toBe(200);
    expect((await decide(toAccept, 'publish')).status).toBe(200);
    expect((await decide(toRefuse, 'reject', 'Tên chưa rõ.')).status).toBe(200);
    const unpublished = await api.call(
      'unpublishProduct',
      { productId: toAccept, reason: 'Vi phạm bản quyền.' },
      admin.token,
    );
    expect(unpublished.status).toBe(200);
    await deliver();

    expect(subjects(creator.email)).toEqual([
      'Sản phẩm “Trợ lý A” đã được duyệt',
      'Sản phẩm “Trợ lý B” chưa được duyệt',
      'Thay đổi của “Bản mới” đã được duyệt',
      'Thay đổi của “Giữ nguyên” chưa được duyệt',
      'Sản phẩm “Bản mới” đã bị gỡ khỏi chợ',
    ]);
    const [published, rejected, accepted, refused, removed] = smtp.to(creator.email).map((item) => item.mail);
    expect(published.text).toContain(`${api.config.mail.webUrl}/product/${toPublish}`);
    expect(rejected.text).toContain('Lý do: Thiếu ảnh minh họa.');
    expect(rejected.text).toContain(`${api.config.mail.webUrl}/creator/products`);
    expect(accepted.text).toContain(`${api.config.mail.webUrl}/product/${toAccept}`);
    expect(refused.text).toContain('Lý do: Tên chưa rõ.');
    expect(removed.text).toContain('Lý do: Vi phạm bản quyền.');
    expect((await inbox(creator)).map((item) => item.kind)).toEqual([
      'productUnpublished',
      'materialChangeRejected',
      'materialChangeApproved',
      'productRejected',
      'productPublished',
    ]);
  });
});

describe('held earnings', () => {
  it('the payee is told once, after the day their hold ends, however often the sweep runs', async () => {
    const creator = await api.user('creator');
    const sold = Date.now();
    const order = await paidOrder(api, creator.uid, 1_000_000, new Date(sold));
    await db().transaction((tx) => postSale(tx, { order, amountReceived: 1_000_000, at: new Date(sold), holdDays: 7 }));
    const share = splitSale(1_000_000, 1000).creator;
    const released = sold + 7 * DAY_MS;
    const nextDay = startOfVietnamDay(new Date(released)).getTime() + DAY_MS + 1_000;

    // Still held, then released but its day not over: nothing yet.
    await atTime(released - 60_000, () => runNotificationSweep(db()));
    await atTime(released + 1_000, () => runNotificationSweep(db()));
    expect(await eventsOf(`earnings:${creator.uid}:`)).toEqual([]);
    // The day after, and again the day after that (another instance, a later run): one notice.
    await atTime(nextDay, () => runNotificationSweep(db()));
    await atTime(nextDay + DAY_MS, () => runNotificationSweep(db()));
    const day = vietnamDay(new Date(released));
    expect(await eventsOf(`earnings:${creator.uid}:`)).toEqual([`earnings:${creator.uid}:${day}`]);
    await atTime(nextDay + DAY_MS, () => deliver());

    expect(subjects(creator.email)).toEqual([`${formatVnd(share)} đã có thể rút`]);
    const text = smtp.to(creator.email)[0].mail.text;
    expect(text).toContain(dayLabel(day));
    expect(text).toContain(`${api.config.mail.webUrl}/creator/payouts`);
    expect((await inbox(creator)).map((item) => [item.kind, item.link])).toEqual([
      ['earningsAvailable', '/creator/payouts'],
    ]);
  });
});
