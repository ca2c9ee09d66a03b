// The refund guarantee: eligibility (paid order, 30-day window, no product pending or published, one open
// request), the recorded request, and the admins' queue.
import type { MyCourse } from '@app/shared/contracts/academy';
import type { RefundEligibility } from '@app/shared/contracts/refunds';
import { eq } from 'drizzle-orm';
import { refundRequests } from '../../db/schema';
import { addCourse, enrol } from '../../../test/academy';
import { atTime } from '../../../test/clock';
import type { TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { listRefundTab } from '../../../test/money';

const api = useApi();
const admin = useUser(api, 'admin');

const DAY = 86_400_000;

async function student(paidDaysAgo = 3) {
  const course = await addCourse(api, { price: 5_000_000 });
  const user = await api.user();
  const paidAt = new Date(Date.now() - paidDaysAgo * DAY);
  const orderId = await enrol(api, user, course, { paidAt, lessonsDone: false });
  return { course, user, paidAt, orderId };
}

const ask = (courseId: string, user: TestUser, reason = 'Khóa học chưa phù hợp với tôi.') =>
  api.call('requestCourseRefund', { courseId, reason }, user.token);
const eligibility = async (user: TestUser, courseId: string) =>
  ((await api.call('listMyCourses', null, user.token)).body.result as MyCourse[]).find(
    (course) => course.courseId === courseId,
  )?.refund;

describe('requestCourseRefund', () => {
  it('records the request with the order and its amount; the student keeps the course; one at a time', async () => {
    const { course, user, orderId } = await student();
    const answer = await ask(course.courseId, user);
    expect(answer.status).toBe(200);
    const result = answer.body.result as RefundEligibility;
    expect(result).toMatchObject({
      eligible: false,
      blockedBy: 'requested',
      request: { status: 'pending', reason: 'Khóa học chưa phù hợp với tôi.', decisionNote: null },
    });
    expect(await eligibility(user, course.courseId)).toEqual(result);
    const [row] = await api.app.database.db.select().from(refundRequests).where(eq(refundRequests.userId, user.uid));
    expect(row).toMatchObject({ kind: 'course', orderId, amount: 5_000_000, courseId: course.courseId });
    // Access kept.
    expect((await api.call('getQuiz', { courseId: course.courseId }, user.token)).status).toBe(200);
    const again = await ask(course.courseId, user);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Bạn đã gửi yêu cầu hoàn tiền cho khóa học này.');
    const concurrent = await student();
    const both = await Promise.all([
      ask(concurrent.course.courseId, concurrent.user),
      ask(concurrent.course.courseId, concurrent.user),
    ]);
    expect(both.map((item) => item.status).sort()).toEqual([200, 409]);
  });

  it('is allowed until 30 days after payment (test clock)', async () => {
    const { course, user, paidAt } = await student(29);
    const deadline = paidAt.getTime() + 30 * DAY;
    expect(await eligibility(user, course.courseId)).toMatchObject({
      eligible: true,
      deadline: new Date(deadline).toISOString(),
    });
    const late = await student(31);
    expect(await eligibility(late.user, late.course.courseId)).toMatchObject({ eligible: false, blockedBy: 'window' });
    const refused = await ask(late.course.courseId, late.user);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Đã quá 30 ngày kể từ khi thanh toán nên không thể yêu cầu hoàn tiền.');
    // At the edge: the clock moves, not the data (paid 30 days minus 30 minutes ago).
    const edge = await student(30 - 1 / 48);
    const edgeDeadline = edge.paidAt.getTime() + 30 * DAY;
    expect(await atTime(edgeDeadline - 1_000, () => eligibility(edge.user, edge.course.courseId))).toMatchObject({
      eligible: true,
    });
    const after = await atTime(edgeDeadline + 1_000, () => ask(edge.course.courseId, edge.user));
    expect(after.status).toBe(403);
    expect(await atTime(edgeDeadline - 1_000, async () => (await ask(edge.course.courseId, edge.user)).status)).toBe(
      200,
    );
  });

  it('is refused once the student has a product pending or published, not for a draft or rejected one', async () => {
    for (const [status, allowed] of [
      ['draft', true],
      ['rejected', true],
      ['pending', false],
      ['published', false],
    ] as const) {
      const { course, user } = await student();
      await api.addProduct(user.uid, { status });
      const answer = await ask(course.courseId, user);
      expect([status, answer.status]).toEqual([status, allowed ? 200 : 403]);
      if (!allowed) {
        expect(answer.body.error?.message).toBe('Bạn đã làm ra sản phẩm đầu tiên nên không thuộc diện hoàn tiền.');
        expect(await eligibility(user, course.courseId)).toMatchObject({ eligible: false, blockedBy: 'product' });
      }
    }
  });

  it('needs a paid order, ownership and a reason', async () => {
    const course = await addCourse(api);
    const stranger = await api.user();
    expect((await ask(course.courseId, stranger)).status).toBe(403);
    const noOrder = await api.user('admin');
    const refused = await ask(course.courseId, noOrder);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(
      'Bạn chưa có đơn hàng đã thanh toán cho khóa học này nên không thể yêu cầu hoàn tiền.',
    );
    const { user } = await student();
    const empty = await api.call('requestCourseRefund', { courseId: course.courseId, reason: '' }, user.token);
    expect(empty.status).toBe(400);
  });
});

describe('listRefundRequests', () => {
  it('lists requests newest first with the user’s e-mail and name, a tab at a time (admins)', async () => {
    const first = await student();
    const second = await student();
    await atTime(Date.now() - 2_000, () => ask(first.course.courseId, first.user, 'Lý do một'));
    await atTime(Date.now() - 1_000, () => ask(second.course.courseId, second.user, 'Lý do hai'));
    const rows = await listRefundTab(api, 'pending', admin.token);
    const mine = rows.filter((row) => [first.user.uid, second.user.uid].includes(row.userId));
    expect(mine.map((row) => row.reason)).toEqual(['Lý do hai', 'Lý do một']);
    expect(mine[1]).toEqual({
      id: expect.any(String),
      kind: 'course',
      userId: first.user.uid,
      userEmail: first.user.email,
      userName: 'Người dùng buyer',
      courseId: first.course.courseId,
      productId: null,
      title: `Khóa học thử ${first.course.courseId}`,
      orderId: first.orderId,
      amount: 5_000_000,
      reason: 'Lý do một',
      status: 'pending',
      decisionNote: null,
      createdAt: expect.any(String),
      decidedAt: null,
      bankName: null,
      accountNumber: null,
      accountHolder: null,
      reference: null,
      sentAt: null,
    });
    await api.app.database.db
      .update(refundRequests)
      .set({ status: 'rejected', decisionNote: 'Không đủ điều kiện', decidedAt: new Date() })
      .where(eq(refundRequests.userId, first.user.uid));
    const pending = await listRefundTab(api, 'pending', admin.token);
    expect(pending.some((row) => row.userId === first.user.uid)).toBe(false);
    expect(pending.some((row) => row.userId === second.user.uid)).toBe(true);
    const done = await listRefundTab(api, 'done', admin.token);
    expect(done.find((row) => row.userId === first.user.uid)).toMatchObject({
      status: 'rejected',
      decisionNote: 'Không đủ điều kiện',
    });
    // A rejected request does not block a new one.
    expect(await eligibility(first.user, first.course.courseId)).toMatchObject({
      eligible: true,
      request: { status: 'rejected', decisionNote: 'Không đủ điều kiện' },
    });
    expect((await api.call('listRefundRequests', { state: 'pending' }, first.user.token)).status).toBe(403);
  });
});
