// Admins deciding refund requests over HTTP against a real database: approving ends access (products and
// courses), refunds the order (the buyer may buy again), reverses the sale and owes the price back; sending
// moves it out of cash; rejecting shows the reason to the buyer. Exactly once under repeats and concurrency,
// and the audit row commits or rolls back with the decision.
import type { MyCourse } from '@app/shared/contracts/academy';
import type { PayoutOverview } from '@app/shared/contracts/ledger';
import type { UserProfile } from '@app/shared/contracts/profile';
import type { MyRefundRequest, ProductRefundEligibility, RefundRequest } from '@app/shared/contracts/refunds';
import { eq } from 'drizzle-orm';
import { products, orders } from '../../db/schema';
import { bumpCatalogVersion } from '../../lib/cache';
import { addCourse, enrol } from '../../../test/academy';
import type { TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { buy, sendTransfer, WEBHOOK_KEY } from '../../../test/ledger';
import { accountTotals, auditRows, entriesOf, failAtCommitFor, listRefundTab } from '../../../test/money';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');
const creator = useUser(api, 'creator');

const db = () => api.app.database.db;

const addBank = (user: TestUser, accountNumber: string, holder = 'NGUYEN VAN AN') =>
  api.call('addPaymentMethod', { bankName: 'ACB', accountNumber, accountHolder: holder }, user.token);

/** A buyer who paid `price` for a new product of `creator` (through the webhook) and asked for the money back. */
async function productRequest(price = 150_000, options: { bank?: boolean } = {}) {
  const buyer = await api.user();
  const productId = await api.addProduct(creator.uid, { price });
  const orderId = await buy(api, productId, buyer);
  if (options.bank ?? true) {
    expect((await addBank(buyer, '1111222233')).status).toBe(200);
    const second = await addBank(buyer, '9999888877', 'NGUYEN VAN AN');
    // The newest account is not the default one: the default is where the refund goes.
    expect(second.status).toBe(200);
  }
  const asked = await api.call('requestProductRefund', { productId, reason: 'Không dùng được.' }, buyer.token);
  expect(asked.status).toBe(200);
  return { buyer, productId, orderId, requestId: (asked.body.result as MyRefundRequest).id };
}

const approve = (requestId: string, note?: string, token = admin.token) =>
  api.call('approveRefund', { requestId, ...(note ? { note } : {}) }, token);
const reject = (requestId: string, reason: string, token = admin.token) =>
  api.call('rejectRefund', { requestId, reason }, token);
const sent = (requestId: string, reference: string, token = admin.token) =>
  api.call('markRefundSent', { requestId, reference }, token);

const library = async (user: TestUser) =>
  ((await api.call('getUserProfile', null, user.token)).body.result as UserProfile).library.map(
    (item) => item.productId,
  );
const orderStatus = async (orderId: string) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
const pendingOf = async (user: TestUser) =>
  ((await api.call('getPayoutOverview', null, user.token)).body.result as PayoutOverview).balance.pending;
const myRequests = async (user: TestUser) =>
  (await api.call('listMyRefundRequests', null, user.token)).body.result as MyRefundRequest[];

describe('who may call', () => {
  it('refuses anonymous callers (401), buyers and creators (403), and changes nothing', async () => {
    const { buyer, requestId } = await productRequest();
    const calls: [string, unknown][] = [
      ['approveRefund', { requestId }],
      ['rejectRefund', { requestId, reason: 'Không' }],
      ['markRefundSent', { requestId, reference: 'FT1' }],
    ];
    for (const [name, input] of calls) {
      expect((await api.call(name, input)).status).toBe(401);
      expect((await api.call(name, input, buyer.token)).status).toBe(403);
      expect((await api.call(name, input, creator.token)).status).toBe(403);
    }
    expect((await myRequests(buyer))[0]).toMatchObject({ id: requestId, status: 'pending' });
    expect(await auditRows(api, 'refund', requestId)).toEqual([]);
  });

  it('answers 404 for an unknown request', async () => {
    for (const answer of [await approve('KHONGCO'), await reject('KHONGCO', 'x'), await sent('KHONGCO', 'FT1')]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe('Không tìm thấy yêu cầu hoàn tiền.');
    }
  });
});

describe('approveRefund', () => {
  it('ends access, refunds the order, reverses the creator’s pending earning and owes the price back', async () => {
    const pendingBefore = await pendingOf(creator);
    const { buyer, productId, orderId, requestId } = await productRequest(200_000);
    expect(await pendingOf(creator)).toBe(pendingBefore + 180_000);
    // Archived since: its owners may still open it, anyone else gets 404.
    await db().update(products).set({ status: 'archived' }).where(eq(products.id, productId));
    bumpCatalogVersion();
    expect((await api.call('getProduct', { productId }, buyer.token)).status).toBe(200);

    const answer = await approve(requestId, 'Đồng ý hoàn tiền');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: requestId,
      kind: 'product',
      productId,
      orderId,
      amount: 200_000,
      status: 'approved',
      decisionNote: 'Đồng ý hoàn tiền',
      decidedAt: expect.any(String),
      bankName: 'ACB',
      accountNumber: '1111222233',
      accountHolder: 'NGUYEN VAN AN',
      reference: null,
      sentAt: null,
    } satisfies Partial<RefundRequest>);
    expect(await library(buyer)).not.toContain(productId);
    expect((await api.call('getProduct', { productId }, buyer.token)).status).toBe(404);
    expect(await orderStatus(orderId)).toBe('refunded');
    const read = await api.call('getTransaction', { transactionId: orderId }, buyer.token);
    expect((read.body.result as { status: string }).status).toBe('refunded');
    expect(await pendingOf(creator)).toBe(pendingBefore);
    // The sale's cash stays until the refund is sent; the price is owed back to the buyer.
    expect(await accountTotals(api, { orderIds: [orderId] })).toEqual({ cash: 200_000, excess: -200_000 });
    expect(await auditRows(api, 'refund', requestId)).toMatchObject([
      {
        adminId: admin.uid,
        action: 'refund.approve',
        reason: 'Đồng ý hoàn tiền',
        before: { status: 'pending' },
        after: { status: 'approved', orderStatus: 'refunded', amount: 200_000 },
      },
    ]);
    expect((await myRequests(buyer))[0]).toMatchObject({ id: requestId, status: 'approved', itemId: productId });
  });

  it('lets the buyer buy the product again', async () => {
    const { buyer, productId, orderId, requestId } = await productRequest(60_000);
    expect((await api.call('createProductOrder', { productId }, buyer.token)).status).toBe(409);
    expect((await approve(requestId)).status).toBe(200);
    const again = await buy(api, productId, buyer);
    expect(again).not.toBe(orderId);
    expect(await orderStatus(again)).toBe('paid');
    expect(await library(buyer)).toContain(productId);
    // Once the first refund is sent, the new order may be asked back; the earlier order's request is not its.
    expect((await sent(requestId, 'FT-LAI-1')).status).toBe(200);
    const [offer] = (await api.call('listMyProductRefundEligibility', null, buyer.token)).body
      .result as ProductRefundEligibility[];
    expect(offer).toMatchObject({ productId, refund: { eligible: true, request: null } });
  });

  it('a refund approved but not yet sent does not stop asking back a later purchase, once', async () => {
    const { buyer, productId, requestId } = await productRequest(70_000);
    expect((await approve(requestId)).status).toBe(200);
    const again = await buy(api, productId, buyer);
    // The first refund is approved but not sent yet: the new purchase may still be asked back, once.
    const [offer] = (await api.call('listMyProductRefundEligibility', null, buyer.token)).body
      .result as ProductRefundEligibility[];
    expect(offer.refund).toMatchObject({ eligible: true, request: { id: requestId, status: 'approved' } });
    const asks = await Promise.all(
      Array.from({ length: 3 }, () =>
        api.call('requestProductRefund', { productId, reason: 'Vẫn không dùng được.' }, buyer.token),
      ),
    );
    expect(asks.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const second = asks.find((answer) => answer.status === 200)?.body.result as MyRefundRequest;
    expect(second).toMatchObject({ orderId: again });
    // And it is decided like the first: the second purchase is reversed too, each order once.
    expect((await approve(second.id)).status).toBe(200);
    expect((await entriesOf(api, { orderId: again })).map((entry) => entry.kind)).toEqual(['sale', 'refund']);
    expect((await myRequests(buyer)).map((request) => request.status)).toEqual(['approved', 'approved']);
  });

  it('decides once for 10 concurrent clicks and a repeat: one reversal, one audit row, one sale less', async () => {
    const { productId, orderId, requestId } = await productRequest(90_000);
    const salesBefore = (await db().select().from(products).where(eq(products.id, productId)))[0].salesCount;
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(requestId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await approve(requestId)).status).toBe(200);
    expect((await entriesOf(api, { orderId })).map((entry) => entry.kind)).toEqual(['sale', 'refund']);
    expect(await auditRows(api, 'refund', requestId)).toHaveLength(1);
    const salesAfter = (await db().select().from(products).where(eq(products.id, productId)))[0].salesCount;
    expect(salesAfter).toBe(salesBefore - 1);
    const refused = await reject(requestId, 'Muộn rồi');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('Yêu cầu hoàn tiền này đã được xử lý.');
  });

  it('a course: access to the lessons is gone; a sale the ledger never saw is owed as the platform’s loss', async () => {
    const course = await addCourse(api, { price: 2_000_000 });
    const learner = await api.user();
    const orderId = await enrol(api, learner, course, { lessonsDone: false });
    const asked = await api.call(
      'requestCourseRefund',
      { courseId: course.courseId, reason: 'Chưa phù hợp' },
      learner.token,
    );
    expect(asked.status).toBe(200);
    const requestId = (asked.body.result as MyCourse['refund']).request?.id ?? '';
    const lesson = { courseId: course.courseId, lessonId: course.lessonIds[0] };
    expect((await api.call('openLesson', lesson, learner.token)).status).toBe(200);

    const answer = await approve(requestId);
    expect(answer.status).toBe(200);
    // No bank account yet: nothing to copy.
    expect(answer.body.result).toMatchObject({
      kind: 'course',
      status: 'approved',
      bankName: null,
      accountNumber: null,
    });
    expect((await api.call('openLesson', lesson, learner.token)).status).toBe(403);
    expect((await api.call('listMyCourses', null, learner.token)).body.result).toEqual([]);
    expect(await orderStatus(orderId)).toBe('refunded');
    expect(await accountTotals(api, { orderIds: [orderId] })).toEqual({ loss: 2_000_000, excess: -2_000_000 });
    expect((await myRequests(learner))[0]).toMatchObject({ id: requestId, kind: 'course', status: 'approved' });
  });

  it('a course paid through the bank: the academy’s revenue is reversed', async () => {
    const course = await addCourse(api, { price: 1_000_000 });
    const learner = await api.user();
    const ordered = await api.call('createCourseOrder', { courseId: course.courseId }, learner.token);
    const orderId = (ordered.body.result as { orderId: string }).orderId;
    expect((await sendTransfer(api, orderId, 1_000_000)).status).toBe(200);
    const asked = await api.call('requestCourseRefund', { courseId: course.courseId, reason: 'Đổi ý' }, learner.token);
    const requestId = (asked.body.result as MyCourse['refund']).request?.id ?? '';
    expect((await approve(requestId)).status).toBe(200);
    expect(await accountTotals(api, { orderIds: [orderId] })).toEqual({ cash: 1_000_000, excess: -1_000_000 });
    expect(await library(learner)).not.toContain(course.courseId);
  });

  it('rolls the approval back — access, order, ledger and its audit row — when the commit fails', async () => {
    const { buyer, productId, orderId, requestId } = await productRequest(70_000);
    const note = `lỗi giả lập ${requestId}`;
    const restore = await failAtCommitFor(api, note);
    try {
      expect((await approve(requestId, note)).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await auditRows(api, 'refund', requestId)).toEqual([]);
    expect(await library(buyer)).toContain(productId);
    expect(await orderStatus(orderId)).toBe('paid');
    expect((await entriesOf(api, { orderId })).map((entry) => entry.kind)).toEqual(['sale']);
    expect((await myRequests(buyer))[0]).toMatchObject({ status: 'pending' });
  });
});

describe('rejectRefund', () => {
  it('keeps access and shows the reason to the buyer; the same reason again answers as is', async () => {
    const { buyer, productId, orderId, requestId } = await productRequest();
    const answer = await reject(requestId, 'Sản phẩm đã được dùng nhiều lần.');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ status: 'rejected', decisionNote: 'Sản phẩm đã được dùng nhiều lần.' });
    expect((await myRequests(buyer))[0]).toMatchObject({
      status: 'rejected',
      decisionNote: 'Sản phẩm đã được dùng nhiều lần.',
      decidedAt: expect.any(String),
    });
    expect(await library(buyer)).toContain(productId);
    expect(await orderStatus(orderId)).toBe('paid');
    expect((await entriesOf(api, { orderId })).map((entry) => entry.kind)).toEqual(['sale']);
    expect((await reject(requestId, 'Sản phẩm đã được dùng nhiều lần.')).status).toBe(200);
    expect((await reject(requestId, 'Lý do khác')).status).toBe(409);
    expect((await approve(requestId)).status).toBe(409);
    expect(await auditRows(api, 'refund', requestId)).toMatchObject([
      { action: 'refund.reject', reason: 'Sản phẩm đã được dùng nhiều lần.', after: { status: 'rejected' } },
    ]);
  });

  it('a course: the reason shows on /my/my-courses', async () => {
    const course = await addCourse(api);
    const learner = await api.user();
    await enrol(api, learner, course);
    const asked = await api.call(
      'requestCourseRefund',
      { courseId: course.courseId, reason: 'Khó quá' },
      learner.token,
    );
    const requestId = (asked.body.result as MyCourse['refund']).request?.id ?? '';
    expect((await reject(requestId, 'Đã quá thời hạn cam kết')).status).toBe(200);
    const courses = (await api.call('listMyCourses', null, learner.token)).body.result as MyCourse[];
    expect(courses[0].refund.request).toMatchObject({ status: 'rejected', decisionNote: 'Đã quá thời hạn cam kết' });
  });
});

describe('markRefundSent', () => {
  it('only after approval; the owed price leaves cash once for 10 concurrent clicks; audited', async () => {
    const { buyer, orderId, requestId } = await productRequest(110_000);
    const early = await sent(requestId, 'FT-HOAN-1');
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe('Chỉ có thể xác nhận đã chuyển cho yêu cầu đã được chấp thuận.');
    expect((await approve(requestId)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: 10 }, () => sent(requestId, 'FT-HOAN-1')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers[0].body.result).toMatchObject({
      status: 'sent',
      reference: 'FT-HOAN-1',
      sentAt: expect.any(String),
      accountNumber: '1111222233',
    });
    expect((await entriesOf(api, { orderId })).map((entry) => entry.kind)).toEqual(['sale', 'refund', 'refund_sent']);
    // Sale, reversal and the transfer out cancel out: nothing is owed, the buyer's money has left cash.
    expect(await accountTotals(api, { orderIds: [orderId] })).toEqual({});
    expect((await sent(requestId, 'FT-HOAN-1')).status).toBe(200);
    expect((await sent(requestId, 'FT-KHAC')).status).toBe(409);
    expect((await approve(requestId)).status).toBe(200);
    expect((await auditRows(api, 'refund', requestId)).map((row) => [row.action, row.reason])).toEqual([
      ['refund.approve', null],
      ['refund.sent', 'FT-HOAN-1'],
    ]);
    expect((await myRequests(buyer))[0]).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
  });

  it('needs the buyer’s bank account: refused while they have none, then copied from theirs', async () => {
    const { buyer, orderId, requestId } = await productRequest(80_000, { bank: false });
    expect((await approve(requestId)).body.result).toMatchObject({ status: 'approved', accountNumber: null });
    const refused = await sent(requestId, 'FT-HOAN-2');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      'Người mua chưa thêm tài khoản ngân hàng để nhận tiền hoàn. Hãy liên hệ người mua trước.',
    );
    expect((await entriesOf(api, { orderId })).map((entry) => entry.kind)).toEqual(['sale', 'refund']);
    expect(await auditRows(api, 'refund', requestId)).toHaveLength(1);

    expect((await addBank(buyer, '5555666677', 'TRAN THI BINH')).status).toBe(200);
    // The queue shows the account added since, so the admin knows where to send the money.
    const listed = (await listRefundTab(api, 'approved', admin.token)).find((item) => item.id === requestId);
    expect(listed?.accountNumber).toBe('5555666677');
    const answer = await sent(requestId, 'FT-HOAN-2');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      status: 'sent',
      bankName: 'ACB',
      accountNumber: '5555666677',
      accountHolder: 'TRAN THI BINH',
    });
  });
});
