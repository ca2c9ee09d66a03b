// A buyer's product refund requests over HTTP against a real database: a paid order of their own, inside
// PRODUCT_REFUND_WINDOW_DAYS of payment (by the test clock), one open request at a time; their list of
// requests, products and courses, newest first.
import type { MyCourse } from '@app/shared/contracts/academy';
import {
  PRODUCT_REFUND_WINDOW_DAYS,
  type MyRefundRequest,
  type ProductRefundEligibility,
} from '@app/shared/contracts/refunds';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { addCourse, enrol } from '../../../test/academy';
import { atTime, withServerClockAt } from '../../../test/clock';
import type { TestUser } from '../../../test/harness';
import { useApi, useUser } from '../../../test/suite';
import { buy, WEBHOOK_KEY } from '../../../test/ledger';
import { listRefundTab } from '../../../test/money';
import { pagePlan } from '../../../test/plans';
import { myRefundRequestsQuery } from './buyer-calls';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');
const creator = useUser(api, 'creator');

const WINDOW_MS = PRODUCT_REFUND_WINDOW_DAYS * DAY_MS;

/** A buyer who paid for a new product at `paidAt` (ms; now by default). */
async function bought(price = 150_000, paidAt = Date.now()) {
  const buyer = await api.user();
  const productId = await api.addProduct(creator.uid, { price });
  const orderId = await atTime(paidAt, () => buy(api, productId, buyer));
  return { buyer, productId, orderId };
}

const ask = (productId: string, user: TestUser, reason = 'Sản phẩm không như mô tả.') =>
  api.call('requestProductRefund', { productId, reason }, user.token);
const eligibility = async (user: TestUser) =>
  (await api.call('listMyProductRefundEligibility', null, user.token)).body.result as ProductRefundEligibility[];
const mine = async (user: TestUser) =>
  (await api.call('listMyRefundRequests', null, user.token)).body.result as MyRefundRequest[];

describe('requestProductRefund', () => {
  it('records the request for the order’s price; the buyer keeps the product meanwhile', async () => {
    const { buyer, productId, orderId } = await bought(120_000);
    const answer = await ask(productId, buyer);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      id: expect.any(String),
      kind: 'product',
      itemId: productId,
      title: expect.stringContaining('Sản phẩm thử'),
      orderId,
      amount: 120_000,
      reason: 'Sản phẩm không như mô tả.',
      status: 'pending',
      decisionNote: null,
      createdAt: expect.any(String),
      decidedAt: null,
      sentAt: null,
    } satisfies MyRefundRequest);
    const profile = await api.call('getUserProfile', null, buyer.token);
    expect((profile.body.result as { library: { productId: string }[] }).library.map((item) => item.productId)).toEqual(
      [productId],
    );
    const queue = await listRefundTab(api, 'pending', admin.token);
    expect(queue.map((row) => row.id)).toContain((answer.body.result as MyRefundRequest).id);
  });

  it(`is open for ${PRODUCT_REFUND_WINDOW_DAYS} days after payment, by the test clock`, async () => {
    const inside = await bought(100_000, Date.now() - WINDOW_MS + 60_000);
    expect((await ask(inside.productId, inside.buyer)).status).toBe(200);

    const outside = await bought(100_000, Date.now() - WINDOW_MS - 60_000);
    const late = await ask(outside.productId, outside.buyer);
    expect(late.status).toBe(403);
    expect(late.body.error?.message).toBe('Đã quá 7 ngày kể từ khi thanh toán nên không thể yêu cầu hoàn tiền.');
    expect(await mine(outside.buyer)).toEqual([]);

    // A purchase made now, asked after the server's clock moved (the browser journeys' test clock): a second
    // before the deadline, then at it.
    const edge = await bought(100_000);
    const [order] = await api.app.database.db.select().from(orders).where(eq(orders.id, edge.orderId));
    const deadline = (order.paidAt as Date).getTime() + WINDOW_MS;
    const atDeadline = await withServerClockAt(deadline, () => ask(edge.productId, edge.buyer));
    expect(atDeadline.status).toBe(403);
    const before = await withServerClockAt(deadline - 1_000, () => ask(edge.productId, edge.buyer));
    expect(before.status).toBe(200);
  });

  it('one open request at a time, also for concurrent asks; after a rejection the buyer may ask again', async () => {
    const { buyer, productId } = await bought();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(productId, buyer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error?.message).toBe('Bạn đã gửi yêu cầu hoàn tiền cho sản phẩm này.');
    expect(await mine(buyer)).toHaveLength(1);
    const { id } = (await mine(buyer))[0];
    expect((await api.call('rejectRefund', { requestId: id, reason: 'Thiếu thông tin lỗi' }, admin.token)).status).toBe(
      200,
    );
    expect((await ask(productId, buyer, 'Lỗi khi mở ứng dụng, kèm ảnh chụp.')).status).toBe(200);
    const requests = await mine(buyer);
    expect(requests.map((request) => request.status)).toEqual(['pending', 'rejected']);
    expect(requests[1].decisionNote).toBe('Thiếu thông tin lỗi');
  });

  it('refuses anyone without a paid order of their own, and a refunded one', async () => {
    const { buyer, productId } = await bought();
    expect((await ask(productId, await api.user())).status).toBe(403);
    expect((await ask(productId, creator)).status).toBe(403);
    expect((await api.call('requestProductRefund', { productId, reason: 'x' })).status).toBe(401);
    const notBought = await ask('khong-co-san-pham', buyer);
    expect(notBought.status).toBe(403);
    expect(notBought.body.error?.message).toBe(
      'Bạn chưa có đơn hàng đã thanh toán cho sản phẩm này nên không thể yêu cầu hoàn tiền.',
    );
    // A pending order is not a purchase.
    const other = await api.addProduct(creator.uid);
    expect((await api.call('createProductOrder', { productId: other }, buyer.token)).status).toBe(200);
    expect((await ask(other, buyer)).status).toBe(403);

    const asked = await ask(productId, buyer);
    const requestId = (asked.body.result as MyRefundRequest).id;
    expect((await api.call('approveRefund', { requestId }, admin.token)).status).toBe(200);
    expect((await ask(productId, buyer)).status).toBe(403);
  });
});

describe('listMyRefundRequests', () => {
  it('lists the user’s own requests, products and courses, newest first', async () => {
    const { buyer, productId } = await bought();
    const course = await addCourse(api);
    await enrol(api, buyer, course);
    await atTime(Date.now() - 1_000, async () =>
      expect(
        (await api.call('requestCourseRefund', { courseId: course.courseId, reason: 'Chưa phù hợp' }, buyer.token))
          .status,
      ).toBe(200),
    );
    expect((await ask(productId, buyer)).status).toBe(200);
    const requests = await mine(buyer);
    expect(requests.map((request) => [request.kind, request.itemId])).toEqual([
      ['product', productId],
      ['course', course.courseId],
    ]);
    expect(requests[1]).toMatchObject({ title: `Khóa học thử ${course.courseId}`, amount: 1_000_000 });
    const courses = (await api.call('listMyCourses', null, buyer.token)).body.result as MyCourse[];
    expect(courses[0].refund.request?.id).toBe(requests[1].id);
    expect(await mine(await api.user())).toEqual([]);
    expect((await api.call('listMyRefundRequests', null)).status).toBe(401);
  });

  it('reads the buyer’s own requests along their index, never every request on the platform', async () => {
    const plan = await pagePlan(api.app.database.db, (tx) => myRefundRequestsQuery(tx, 'any-buyer'));
    expect(plan).toContain('refund_requests_user_created_idx');
    expect(plan).not.toContain('"Sort"');
  });
});

describe('listMyProductRefundEligibility', () => {
  it(`offers each owned product until ${PRODUCT_REFUND_WINDOW_DAYS} days after payment, by the test clock`, async () => {
    const { buyer, productId, orderId } = await bought();
    const [order] = await api.app.database.db.select().from(orders).where(eq(orders.id, orderId));
    const deadline = (order.paidAt as Date).getTime() + WINDOW_MS;
    const open = { eligible: true, blockedBy: null, deadline: new Date(deadline).toISOString(), request: null };
    expect(await eligibility(buyer)).toEqual([{ productId, refund: open }]);
    expect(await withServerClockAt(deadline - 1_000, () => eligibility(buyer))).toEqual([{ productId, refund: open }]);
    expect(await withServerClockAt(deadline, () => eligibility(buyer))).toEqual([
      { productId, refund: { ...open, eligible: false, blockedBy: 'window' } },
    ]);
  });

  it('says a request is open, and shows the admin’s reason after a rejection (asking again allowed)', async () => {
    const { buyer, productId } = await bought();
    const request = (await ask(productId, buyer)).body.result as MyRefundRequest;
    const [pending] = await eligibility(buyer);
    expect(pending.refund).toMatchObject({
      eligible: false,
      blockedBy: 'requested',
      request: { id: request.id, status: 'pending', reason: request.reason, decisionNote: null },
    });
    await api.call('rejectRefund', { requestId: request.id, reason: 'Thiếu ảnh chụp lỗi' }, admin.token);
    const [rejected] = await eligibility(buyer);
    expect(rejected.refund).toMatchObject({
      eligible: true,
      blockedBy: null,
      request: { id: request.id, status: 'rejected', decisionNote: 'Thiếu ảnh chụp lỗi' },
    });
  });

  it('offers nothing for an order of 0 VND, and refuses its request', async () => {
    // A free product, paid by a transfer of 0 VND: nothing was paid, so nothing can be given back.
    const { buyer, productId, orderId } = await bought(0);
    const [order] = await api.app.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect([order.status, order.price]).toEqual(['paid', 0]);
    expect(await eligibility(buyer)).toEqual([
      { productId, refund: { eligible: false, blockedBy: 'not-purchased', deadline: null, request: null } },
    ]);
    expect((await ask(productId, buyer)).status).toBe(403);
  });

  it('lists only the signed-in user’s library; a refunded product has left it', async () => {
    const { buyer, productId } = await bought();
    expect(await eligibility(await api.user())).toEqual([]);
    const request = (await ask(productId, buyer)).body.result as MyRefundRequest;
    expect((await api.call('approveRefund', { requestId: request.id }, admin.token)).status).toBe(200);
    expect(await eligibility(buyer)).toEqual([]);
    expect((await api.call('listMyProductRefundEligibility', null)).status).toBe(401);
  });
});
