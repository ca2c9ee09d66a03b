import type { Order } from '@app/shared/contracts/checkout';
import { eq } from 'drizzle-orm';
import { orders, products } from '../../db/schema';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { seedToken } from '../../../test/harness';
import { useApi } from '../../../test/suite';

const api = useApi();

const orderId = (answer: { body: { result?: unknown } }) => (answer.body.result as { orderId: string }).orderId;
const orderIdOf = (answer: { body: { result?: unknown } }) =>
  (answer.body.result as { transactionId: string }).transactionId;

describe('createCourseOrder', () => {
  it('answers {orderId}: short, letters and digits, fits the VietQR note; reused while open', async () => {
    const buyer = await api.user();
    const first = await api.call('createCourseOrder', { courseId: ACADEMY_COURSE_ID }, buyer.token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.result as object)).toEqual(['orderId']);
    const id = orderId(first);
    expect(id).toMatch(/^[A-Z0-9]{10}$/);
    expect(`TT ${id}`.length).toBeLessThanOrEqual(25);
    expect(orderId(await api.call('createCourseOrder', { courseId: ACADEMY_COURSE_ID }, buyer.token))).toBe(id);
    const transaction = await api.call('getTransaction', { transactionId: id }, buyer.token);
    expect(transaction.body.result).toMatchObject({
      id,
      price: 5_000_000,
      productTitle: 'Học viện Nhà sáng tạo AI',
      kind: 'course',
      courseId: ACADEMY_COURSE_ID,
      status: 'pending',
      transferNote: `TT ${id}`,
      paidAt: null,
      payee: {
        bankName: 'Vietcombank',
        bankBin: '970436',
        accountNumber: '1234567890',
        accountHolder: 'CONG TY TNHH AI MARKET',
      },
    });
  });

  it('opens exactly one order under concurrent calls (unique index)', async () => {
    const buyer = await api.user();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.call('createCourseOrder', { courseId: ACADEMY_COURSE_ID }, buyer.token)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map(orderId)).size).toBe(1);
  });

  it('refuses a course the buyer owns, an unknown course and anonymous callers', async () => {
    const owned = await api.call(
      'createCourseOrder',
      { courseId: ACADEMY_COURSE_ID },
      await seedToken(api, 'seed-buyer'),
    );
    expect(owned.status).toBe(409);
    expect(owned.body.error).toEqual({ status: 'ABORTED', message: 'Bạn đã sở hữu khóa học này.' });
    const buyer = await api.user();
    const unknown = await api.call('createCourseOrder', { courseId: 'khoa-hoc-khac' }, buyer.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Không tìm thấy khóa học.');
    expect((await api.call('createCourseOrder', { courseId: ACADEMY_COURSE_ID })).status).toBe(401);
    const missing = await api.call('createCourseOrder', {}, buyer.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Thiếu mã khóa học.');
  });
});

describe('createProductOrder', () => {
  it('opens an order for a published product with the referral code', async () => {
    const buyer = await api.user();
    const answer = await api.call(
      'createProductOrder',
      { productId: 'pong-neon', referralCode: 'MINHANH' },
      buyer.token,
    );
    expect(answer.status).toBe(200);
    const transaction = (await api.call('getTransaction', { transactionId: orderIdOf(answer) }, buyer.token)).body
      .result as Order;
    expect(transaction).toMatchObject({
      kind: 'product',
      productId: 'pong-neon',
      price: 79_000,
      productTitle: 'Pong Neon',
      status: 'pending',
    });
  });

  it('refuses own, owned, unpublished and unknown products', async () => {
    const creator = await api.user('creator');
    const own = await api.addProduct(creator.uid);
    const ownAnswer = await api.call('createProductOrder', { productId: own }, creator.token);
    expect(ownAnswer.status).toBe(409);
    expect(ownAnswer.body.error?.message).toBe('Bạn không thể mua sản phẩm của chính mình.');
    const owned = await api.call(
      'createProductOrder',
      { productId: 'viet-bai-chuan-seo' },
      await seedToken(api, 'seed-buyer'),
    );
    expect(owned.status).toBe(409);
    expect(owned.body.error?.message).toBe('Bạn đã sở hữu sản phẩm này.');
    const buyer = await api.user();
    const draft = await api.addProduct(creator.uid, { status: 'draft' });
    for (const productId of [draft, 'khong-ton-tai']) {
      const answer = await api.call('createProductOrder', { productId }, buyer.token);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe('Không tìm thấy sản phẩm.');
    }
  });

  it('ignores a malformed referral code or visitor id: never an error for the buyer', async () => {
    const buyer = await api.user();
    const answer = await api.call(
      'createProductOrder',
      { productId: 'pong-neon', referralCode: 'mã giới thiệu', visitorId: 'có dấu' },
      buyer.token,
    );
    expect(answer.status).toBe(200);
    const [row] = await api.app.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, orderIdOf(answer)));
    expect(row).toMatchObject({ affiliateId: null, referralCode: null });
    const tooLong = await api.call(
      'createProductOrder',
      { productId: 'pong-neon', referralCode: 'A'.repeat(129) },
      buyer.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.message).toBe('Mã giới thiệu không hợp lệ.');
  });
});

describe('getTransaction', () => {
  it('is readable by its buyer (any case) and an admin, not by others', async () => {
    const buyer = await api.user();
    const other = await api.user();
    const admin = await api.user('admin');
    const id = orderIdOf(await api.call('createProductOrder', { productId: 'pong-co-dien' }, buyer.token));
    expect((await api.call('getTransaction', { transactionId: id.toLowerCase() }, buyer.token)).status).toBe(200);
    expect((await api.call('getTransaction', { transactionId: id }, admin.token)).status).toBe(200);
    const foreign = await api.call('getTransaction', { transactionId: id }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Bạn không có quyền xem giao dịch này.',
    });
    expect((await api.call('getTransaction', { transactionId: id })).status).toBe(401);
  });

  it('uses the catalogue texts for a missing or unknown order', async () => {
    const buyer = await api.user();
    const unknown = await api.call('getTransaction', { transactionId: 'ZZZZZZZZZZ' }, buyer.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ status: 'NOT_FOUND', message: 'Giao dịch không hợp lệ hoặc không tồn tại.' });
    const missing = await api.call('getTransaction', {}, buyer.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Không tìm thấy mã giao dịch.');
    const malformed = await api.call('getTransaction', { transactionId: 'TT-1' }, buyer.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toBe('Giao dịch không hợp lệ hoặc không tồn tại.');
  });

  it('shows the seed buyer’s paid order', async () => {
    const answer = await api.call(
      'getTransaction',
      { transactionId: 'SEEDPAID01' },
      await seedToken(api, 'seed-buyer'),
    );
    expect(answer.body.result).toMatchObject({
      status: 'paid',
      productId: 'viet-bai-chuan-seo',
      paidAt: expect.any(String),
    });
  });
});

describe('createProductOrder reuse and price', () => {
  it('answers the same transactionId to a second click; the server sets the price and the attribution', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { price: 321_000 });
    const buyer = await api.user();
    // A code merely sent (never clicked, not the sign-up code) credits nobody and is not kept.
    const first = await api.call('createProductOrder', { productId, referralCode: 'MINHANH' }, buyer.token);
    const second = await api.call('createProductOrder', { productId }, buyer.token);
    const { transactionId } = first.body.result as { transactionId: string };
    // One id under one name (the course order keeps its published `orderId`).
    expect(first.body.result).toEqual({ transactionId });
    expect((second.body.result as { transactionId: string }).transactionId).toBe(transactionId);
    const read = (await api.call('getTransaction', { transactionId }, buyer.token)).body.result as Order;
    expect(read.price).toBe(321_000);
    const [row] = await api.app.database.db.select().from(orders).where(eq(orders.id, transactionId));
    expect(row).toMatchObject({ referralCode: null, affiliateId: null });
  });
});

describe('cancelTransaction', () => {
  it('cancels the buyer’s pending order once; others get 403, unknown 404', async () => {
    const buyer = await api.user();
    const other = await api.user();
    const admin = await api.user('admin');
    const id = orderIdOf(await api.call('createProductOrder', { productId: 'pong-co-dien' }, buyer.token));
    const foreign = await api.call('cancelTransaction', { transactionId: id }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.status).toBe('PERMISSION_DENIED');
    expect((await api.call('cancelTransaction', { transactionId: id }, admin.token)).status).toBe(403);
    expect((await api.call('cancelTransaction', { transactionId: id })).status).toBe(401);
    const canceled = await api.call('cancelTransaction', { transactionId: id }, buyer.token);
    expect(canceled.status).toBe(200);
    expect((canceled.body.result as Order).status).toBe('canceled');
    const again = await api.call('cancelTransaction', { transactionId: id }, buyer.token);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Chỉ có thể hủy giao dịch đang chờ thanh toán.');
    expect((await api.call('cancelTransaction', { transactionId: 'ZZZZZZZZZZ' }, buyer.token)).status).toBe(404);
    // A canceled order frees the slot: the next click opens a new one.
    const next = orderIdOf(await api.call('createProductOrder', { productId: 'pong-co-dien' }, buyer.token));
    expect(next).not.toBe(id);
  });
});

describe('getLatestTransaction and listMyTransactions', () => {
  it('return only the caller’s own orders, newest first', async () => {
    const buyer = await api.user();
    expect((await api.call('getLatestTransaction', null, buyer.token)).body.result).toEqual({ transaction: null });
    const first = orderIdOf(await api.call('createProductOrder', { productId: 'pong-co-dien' }, buyer.token));
    const second = orderIdOf(await api.call('createProductOrder', { productId: 'pong-neon' }, buyer.token));
    await api.call('cancelTransaction', { transactionId: first }, buyer.token);
    const latest = (await api.call('getLatestTransaction', null, buyer.token)).body.result as {
      transaction: Order;
    };
    expect(latest.transaction).toMatchObject({ id: second, status: 'pending' });
    const all = (await api.call('listMyTransactions', {}, buyer.token)).body.result as Order[];
    expect(all.map((item) => item.id)).toEqual([second, first]);
    const pending = (await api.call('listMyTransactions', { status: 'pending' }, buyer.token)).body.result as Order[];
    expect(pending.map((item) => item.id)).toEqual([second]);
    const other = await api.user();
    expect((await api.call('listMyTransactions', {}, other.token)).body.result).toEqual([]);
    expect((await api.call('getLatestTransaction', null)).status).toBe(401);
  });
});

describe('the price the buyer confirmed', () => {
  const priceOf = (answer: { body: { error?: { details?: unknown } } }) =>
    (answer.body.error?.details as { price?: unknown } | undefined)?.price;

  it('opens the order at the confirmed price, and refuses one that changed since, with the new price', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { price: 200_000 });
    const buyer = await api.user();
    // The creator changes the price while the buyer reads the review step.
    await api.app.database.db.update(products).set({ price: 250_000 }).where(eq(products.id, productId));

    const refused = await api.call('createProductOrder', { productId, expectedPrice: 200_000 }, buyer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      status: 'ABORTED',
      message: 'Giá đã thay đổi kể từ khi bạn xem. Vui lòng kiểm tra giá mới rồi xác nhận lại.',
      details: { price: 250_000 },
    });
    // Nothing was opened: the buyer has no order to pay or to cancel.
    expect((await api.call('listMyTransactions', {}, buyer.token)).body.result).toEqual([]);

    const accepted = await api.call('createProductOrder', { productId, expectedPrice: 250_000 }, buyer.token);
    expect(accepted.status).toBe(200);
    const order = (await api.call('getTransaction', { transactionId: orderIdOf(accepted) }, buyer.token)).body
      .result as Order;
    expect(order.price).toBe(250_000);
  });

  it('refuses to hand back a pending order opened at another price than the one confirmed', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { price: 100_000 });
    const buyer = await api.user();
    const first = orderIdOf(await api.call('createProductOrder', { productId, expectedPrice: 100_000 }, buyer.token));
    await api.app.database.db.update(products).set({ price: 120_000 }).where(eq(products.id, productId));

    // The review step now shows 120.000 ₫, but the open order asks for 100.000 ₫: the buyer is told, not charged.
    const refused = await api.call('createProductOrder', { productId, expectedPrice: 120_000 }, buyer.token);
    expect(refused.status).toBe(409);
    expect(priceOf(refused)).toBe(100_000);
    const again = await api.call('createProductOrder', { productId, expectedPrice: 100_000 }, buyer.token);
    expect(orderIdOf(again)).toBe(first);
  });

  it('applies to the course too, and rejects a malformed price', async () => {
    const buyer = await api.user();
    const refused = await api.call(
      'createCourseOrder',
      { courseId: ACADEMY_COURSE_ID, expectedPrice: 4_000_000 },
      buyer.token,
    );
    expect(refused.status).toBe(409);
    expect(priceOf(refused)).toBe(5_000_000);
    expect((await api.call('listMyTransactions', {}, buyer.token)).body.result).toEqual([]);
    const accepted = await api.call(
      'createCourseOrder',
      { courseId: ACADEMY_COURSE_ID, expectedPrice: 5_000_000 },
      buyer.token,
    );
    expect(accepted.status).toBe(200);
    expect(orderId(accepted)).toMatch(/^[A-Z0-9]{10}$/);

    const malformed = await api.call('createProductOrder', { productId: 'pong-neon', expectedPrice: -1 }, buyer.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toBe('Giá đã xem không hợp lệ.');
  });
});
