// Who may rate a product and what the rating then says, over HTTP against a real database: only a buyer who
// owns it (paid, not refunded), one review per buyer and product (edits change it), a refund or a suspension
// takes the rating out and a new purchase or a restoration puts it back, and the stored rating always equals
// the one recomputed from the listed reviews.
import type { Product } from '@app/shared/contracts/catalog';
import type { OwnReview } from '@app/shared/contracts/reviews';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { libraryItems, products, reviews } from '../../db/schema';
import type { TestUser } from '../../../test/harness';
import { buy, dbUser, WEBHOOK_KEY } from '../../../test/ledger';
import { useApi, useUser } from '../../../test/suite';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');
const creator = useUser(api, 'creator');

const touched = new Set<string>();

async function bought(buyer?: TestUser) {
  const owner = buyer ?? (await api.user());
  const productId = await api.addProduct(creator.uid);
  touched.add(productId);
  await buy(api, productId, owner);
  return { buyer: owner, productId };
}

const save = (user: TestUser, productId: string, rating: unknown, body?: string) =>
  api.call('saveReview', { productId, rating, ...(body === undefined ? {} : { body }) }, user.token);
const product = async (productId: string, user?: TestUser) =>
  (await api.call('getProduct', { productId }, user?.token)).body.result as Product;
const mine = async (user: TestUser, productId: string) =>
  (await api.call('getMyReview', { productId }, user.token)).body.result as {
    canReview: boolean;
    review: OwnReview | null;
  };
const publicIds = async (productId: string) =>
  ((await api.call('listReviews', { productId })).body.result as { items: { id: number }[] }).items.map(
    (item) => item.id,
  );

/** The products whose stored rating differs from the one recomputed from their listed reviews. */
async function ratingDrift(ids: string[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const result = await api.app.database.db.execute(sql`
    select p.id, p.rating_count, p.rating_sum, p.rating_stars::text as stars, r.count, r.sum, r.stars as expected
    from ${products} p
    left join lateral (
      select count(*)::int as count, coalesce(sum(rating), 0)::int as sum,
        array[count(*) filter (where rating = 1), count(*) filter (where rating = 2),
              count(*) filter (where rating = 3), count(*) filter (where rating = 4),
              count(*) filter (where rating = 5)]::int[]::text as stars
      from ${reviews} where product_id = p.id and listed
    ) r on true
    where p.id in ${ids} and (p.rating_count <> r.count or p.rating_sum <> r.sum or p.rating_stars::text <> r.stars)`);
  return rowsOf(result);
}

describe('saveReview', () => {
  it('refuses a buyer who does not own the product, in Vietnamese, and writes nothing', async () => {
    const stranger = await api.user();
    const productId = await api.addProduct(creator.uid);
    touched.add(productId);
    const answer = await save(stranger, productId, 5, 'Tuyệt vời');
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe('Chỉ người đã mua sản phẩm này (và chưa hoàn tiền) mới có thể đánh giá.');
    expect(await api.app.database.db.select().from(reviews).where(eq(reviews.productId, productId))).toEqual([]);
    // The creator owns nothing of their own either.
    expect((await save(creator, productId, 5)).status).toBe(403);
    expect((await api.call('saveReview', { productId, rating: 5 })).status).toBe(401);
  });

  it('lets an owner rate 1–5 with an optional plain text; the card and the page show the new average', async () => {
    const { buyer, productId } = await bought();
    expect(await mine(buyer, productId)).toEqual({ canReview: true, review: null });
    const answer = await save(buyer, productId, 4, '  Dùng tốt, <b>không</b> lỗi.\nSẽ mua tiếp.  ');
    expect(answer.status).toBe(200);
    const { review } = answer.body.result as { review: OwnReview };
    expect(review).toMatchObject({ rating: 4, body: 'Dùng tốt, <b>không</b> lỗi.\nSẽ mua tiếp.', status: 'listed' });
    expect(review.editedAt).toBeNull();
    expect(await product(productId)).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
    const page = await api.call('listProducts', { sort: 'newest', pageSize: 50 });
    const card = (page.body.result as { items: Product[] }).items.find((item) => item.id === productId);
    expect(card).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
    // Stars only is fine too.
    const other = await bought();
    expect((await save(other.buyer, other.productId, 5)).status).toBe(200);
    expect((await mine(other.buyer, other.productId)).review).toMatchObject({ rating: 5, body: '' });
  });

  it('keeps one review per buyer and product: saving again edits it, the database refuses a second one', async () => {
    const { buyer, productId } = await bought();
    await save(buyer, productId, 2, 'Chưa ổn.');
    const first = (await mine(buyer, productId)).review as OwnReview;
    // The same stars and text again (a retried click) is not an edit.
    await save(buyer, productId, 2, 'Chưa ổn.');
    expect((await mine(buyer, productId)).review?.editedAt).toBeNull();
    await save(buyer, productId, 5, 'Bản cập nhật đã sửa lỗi.');
    const edited = (await mine(buyer, productId)).review as OwnReview;
    expect(edited).toMatchObject({ id: first.id, rating: 5, body: 'Bản cập nhật đã sửa lỗi.' });
    expect(edited.editedAt).not.toBeNull();
    expect(await product(productId)).toMatchObject({ ratingCount: 1, ratingAverage: 5 });
    await expect(
      api.app.database.db.insert(reviews).values({ productId, authorId: buyer.uid, rating: 1 }),
    ).rejects.toThrow();
  });

  it('checks the stars and the text on the server with the contract’s Vietnamese messages', async () => {
    const { buyer, productId } = await bought();
    for (const rating of [0, 6, 4.5, '5', null]) {
      const answer = await save(buyer, productId, rating);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe('Vui lòng chọn số sao từ 1 đến 5.');
    }
    const long = await save(buyer, productId, 3, 'a'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe('Nhận xét không được dài quá 2.000 ký tự.');
    expect((await save(buyer, productId, 3, 'a'.repeat(2000))).status).toBe(200);
    expect((await save(buyer, productId, 3, 'xin\u0000chào')).status).toBe(400);
    expect((await mine(buyer, productId)).review?.body).toBe('a'.repeat(2000));
  });

  it('is refused at the database for anyone who does not own the product (no library row)', async () => {
    const stranger = await dbUser(api);
    const productId = await api.addProduct(creator.uid);
    await expect(
      api.app.database.db.insert(reviews).values({ productId, authorId: stranger, rating: 5 }),
    ).rejects.toThrow();
  });
});

describe('a refund takes the rating out', () => {
  it('excludes a refunded buyer’s rating (they see why, and may not edit it); buying again brings it back', async () => {
    const { buyer, productId } = await bought();
    await save(buyer, productId, 1, 'Không dùng được.');
    const reviewId = (await mine(buyer, productId)).review?.id as number;
    expect(await publicIds(productId)).toEqual([reviewId]);

    const asked = await api.call('requestProductRefund', { productId, reason: 'Không như mô tả.' }, buyer.token);
    expect(asked.status).toBe(200);
    const requestId = (asked.body.result as { id: string }).id;
    expect((await api.call('approveRefund', { requestId }, admin.token)).status).toBe(200);

    expect(await publicIds(productId)).toEqual([]);
    expect(await product(productId)).toMatchObject({ ratingCount: 0, ratingAverage: null });
    expect(await mine(buyer, productId)).toMatchObject({
      canReview: false,
      review: { id: reviewId, status: 'excluded' },
    });
    const edit = await save(buyer, productId, 5);
    expect(edit.status).toBe(403);
    expect((await mine(buyer, productId)).review?.rating).toBe(1);

    await buy(api, productId, buyer);
    expect(await publicIds(productId)).toEqual([reviewId]);
    expect(await product(productId)).toMatchObject({ ratingCount: 1, ratingAverage: 1 });
  });
});

describe('a suspended author', () => {
  it('has every review hidden and out of the ratings while suspended, and back when restored', async () => {
    const buyer = await api.user();
    const a = await bought(buyer);
    const b = await bought(buyer);
    const fan = await bought();
    await buy(api, a.productId, fan.buyer);
    await save(buyer, a.productId, 1);
    await save(buyer, b.productId, 2);
    await save(fan.buyer, a.productId, 5);
    expect(await product(a.productId)).toMatchObject({ ratingCount: 2, ratingAverage: 3 });

    expect((await api.call('suspendUser', { uid: buyer.uid, reason: 'Đánh giá spam' }, admin.token)).status).toBe(200);
    expect(await product(a.productId)).toMatchObject({ ratingCount: 1, ratingAverage: 5 });
    expect(await product(b.productId)).toMatchObject({ ratingCount: 0, ratingAverage: null });
    expect(await publicIds(b.productId)).toEqual([]);

    expect((await api.call('restoreUser', { uid: buyer.uid }, admin.token)).status).toBe(200);
    expect(await product(a.productId)).toMatchObject({ ratingCount: 2, ratingAverage: 3 });
    expect(await product(b.productId)).toMatchObject({ ratingCount: 1, ratingAverage: 2 });
  });
});

describe('the stored rating', () => {
  it('is written by the reviews only: the database refuses any other change', async () => {
    const { buyer, productId } = await bought();
    await save(buyer, productId, 4);
    const db = api.app.database.db;
    await expect(db.update(products).set({ ratingCount: 9 }).where(eq(products.id, productId))).rejects.toThrow();
    await expect(
      db.execute(
        sql`update products set rating_stars[5] = 3, rating_count = 4, rating_sum = 19 where id = ${productId}`,
      ),
    ).rejects.toThrow();
    const rows = await db
      .select({ count: products.ratingCount, stars: products.ratingStars })
      .from(products)
      .where(inArray(products.id, [productId]));
    expect(rows).toEqual([{ count: 1, stars: [0, 0, 0, 1, 0] }]);
  });

  it('orders the catalogue by “Đánh giá cao nhất”: damped averages first, unrated products last', async () => {
    const db = api.app.database.db;
    const [one, many, none] = await Promise.all([
      api.addProduct(creator.uid, { categoryId: 'giai-tri', subcategoryId: 'tro-choi' }),
      api.addProduct(creator.uid, { categoryId: 'giai-tri', subcategoryId: 'tro-choi' }),
      api.addProduct(creator.uid, { categoryId: 'giai-tri', subcategoryId: 'tro-choi' }),
    ]);
    touched.add(one).add(many).add(none);
    // One 5-star review, against four 5-star reviews and one 4-star: more reviews at almost the same average win.
    const rate = async (productId: string, stars: number[]) => {
      for (const rating of stars) {
        const uid = await dbUser(api);
        await db.insert(libraryItems).values({ userId: uid, productId });
        await db.insert(reviews).values({ productId, authorId: uid, rating });
      }
    };
    await rate(one, [5]);
    await rate(many, [5, 5, 5, 5, 4]);
    const page = await api.call('listProducts', { sort: 'topRated', subcategoryId: 'tro-choi', pageSize: 50 });
    const ids = (page.body.result as { items: Product[] }).items.map((item) => item.id);
    expect(ids.indexOf(many)).toBeLessThan(ids.indexOf(one));
    expect(ids.indexOf(one)).toBeLessThan(ids.indexOf(none));
    const rated = (page.body.result as { items: Product[] }).items.filter((item) => item.ratingCount > 0);
    expect(ids.slice(0, rated.length)).toEqual(rated.map((item) => item.id));
  });
});

// Last: every product this file rated, through every path above.
it('keeps the stored rating equal to the one recomputed from the listed reviews', async () => {
  expect(touched.size).toBeGreaterThan(5);
  expect(await ratingDrift([...touched])).toEqual([]);
});
