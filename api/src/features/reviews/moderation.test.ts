// What others do with a review, over HTTP against a real database: helpful votes (one per user), keyset pages
// newest and most helpful first, the creator's one answer, reports (one per user) that reach the admins' queue,
// and the admin's decision — hide with a reason (audited, out of the rating, the author told why) or keep.
import type { Product } from '@app/shared/contracts/catalog';
import type { OwnReview, ReportedReview, Review } from '@app/shared/contracts/reviews';
import { and, eq } from 'drizzle-orm';
import { adminAudit, libraryItems, reviews } from '../../db/schema';
import type { TestUser } from '../../../test/harness';
import { buy, dbUser, WEBHOOK_KEY } from '../../../test/ledger';
import { useApi, useUser } from '../../../test/suite';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });
const admin = useUser(api, 'admin');
const creator = useUser(api, 'creator');
const otherCreator = useUser(api, 'creator');

type Page = { summary: { count: number; average: number | null; stars: number[] }; items: Review[]; next: unknown };

const list = async (input: object, user?: TestUser) =>
  (await api.call('listReviews', input, user?.token)).body.result as Page;

/** A product with one review by a real buyer (who can sign in), and a reader who can sign in too. */
async function reviewed(rating = 4, body = 'Sản phẩm hữu ích.') {
  const productId = await api.addProduct(creator.uid);
  const author = await api.user();
  await buy(api, productId, author);
  await api.call('saveReview', { productId, rating, body }, author.token);
  const reviewId = (await list({ productId })).items[0].id;
  return { productId, author, reviewId, reader: await api.user() };
}

/** `ratings.length` reviews written straight to the database by owners who never sign in, oldest first. */
async function manyReviews(productId: string, ratings: number[]): Promise<number[]> {
  const db = api.app.database.db;
  const ids: number[] = [];
  for (const rating of ratings) {
    const uid = await dbUser(api, [], `Người mua ${ids.length + 1}`);
    await db.insert(libraryItems).values({ userId: uid, productId });
    const [row] = await db.insert(reviews).values({ productId, authorId: uid, rating }).returning({ id: reviews.id });
    ids.push(row.id);
  }
  return ids;
}

describe('listReviews', () => {
  it('pages newest first by keyset, ten at a time, with the rating and its distribution', async () => {
    const productId = await api.addProduct(creator.uid);
    const ids = await manyReviews(productId, [5, 5, 4, 3, 5, 1, 2, 5, 4, 4, 5, 3]);
    const first = await list({ productId });
    expect(first.summary).toEqual({ count: 12, average: 3.83, stars: [1, 1, 2, 3, 5] });
    expect(first.items.map((item) => item.id)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.items[0]).toMatchObject({ authorName: 'Người mua 12', votedHelpful: false, mine: false });
    const second = await list({ productId, after: first.next });
    expect(second.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second.next).toBeNull();
  });

  it('pages most helpful first, ties newest first, each review once across pages', async () => {
    const productId = await api.addProduct(creator.uid);
    const ids = await manyReviews(productId, Array(11).fill(4));
    const voters = await Promise.all([api.user(), api.user()]);
    for (const voter of voters) {
      expect((await api.call('voteReview', { reviewId: ids[0], helpful: true }, voter.token)).status).toBe(200);
    }
    await api.call('voteReview', { reviewId: ids[5], helpful: true }, voters[0].token);
    const first = await list({ productId, sort: 'helpful' }, voters[0]);
    expect(first.items.slice(0, 3).map((item) => [item.id, item.helpfulCount, item.votedHelpful])).toEqual([
      [ids[0], 2, true],
      [ids[5], 1, true],
      [ids[10], 0, false],
    ]);
    const second = await list({ productId, sort: 'helpful', after: first.next });
    const seen = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(seen).size).toBe(11);
    expect(second.next).toBeNull();
  });

  it('answers 404 for a product the caller may not see, and refuses a bad cursor in Vietnamese', async () => {
    const draft = await api.addProduct(creator.uid, { status: 'draft' });
    expect((await api.call('listReviews', { productId: draft })).status).toBe(404);
    const bad = await api.call('listReviews', { productId: draft, after: { id: 1, helpful: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Vị trí trang đánh giá không hợp lệ.');
  });
});

describe('voteReview', () => {
  it('counts one helpful vote per user, takes it back, and refuses the author’s own', async () => {
    const { reviewId, author, reader } = await reviewed();
    const vote = (helpful: boolean, user = reader) => api.call('voteReview', { reviewId, helpful }, user.token);
    expect((await vote(true)).body.result).toEqual({ reviewId, helpfulCount: 1, votedHelpful: true });
    expect((await vote(true)).body.result).toEqual({ reviewId, helpfulCount: 1, votedHelpful: true });
    expect((await vote(false)).body.result).toEqual({ reviewId, helpfulCount: 0, votedHelpful: false });
    const own = await vote(true, author);
    expect(own.status).toBe(403);
    expect(own.body.error?.message).toBe('Bạn không thể bình chọn cho đánh giá của chính mình.');
  });
});

describe('replyToReview', () => {
  it('lets the product’s creator answer once; anyone else is refused', async () => {
    const { reviewId, reader, productId } = await reviewed();
    const reply = (user: TestUser, text: string) => api.call('replyToReview', { reviewId, reply: text }, user.token);
    const stranger = await reply(otherCreator, 'Cảm ơn bạn!');
    expect(stranger.status).toBe(403);
    expect(stranger.body.error?.message).toBe('Chỉ nhà sáng tạo của sản phẩm mới có thể trả lời đánh giá.');
    expect((await reply(reader, 'Cảm ơn bạn!')).status).toBe(403);
    const answered = await reply(creator, 'Cảm ơn bạn đã góp ý!');
    expect(answered.status).toBe(200);
    expect(answered.body.result).toMatchObject({ id: reviewId, reply: 'Cảm ơn bạn đã góp ý!' });
    // The same words again is the same click retried; other words are a second answer.
    expect((await reply(creator, 'Cảm ơn bạn đã góp ý!')).status).toBe(200);
    const second = await reply(creator, 'Một câu trả lời khác');
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe('Đánh giá này đã được trả lời.');
    expect((await list({ productId })).items[0].reply).toBe('Cảm ơn bạn đã góp ý!');
  });
});

describe('reports and the admins’ queue', () => {
  it('reaches the queue once per user; hiding needs a reason, is audited, hides the review and its rating', async () => {
    const { productId, reviewId, author, reader } = await reviewed(1, 'Liên hệ 0909 để mua rẻ hơn!!!');
    const report = (user: TestUser, reason?: string) =>
      api.call('reportReview', { reviewId, ...(reason ? { reason } : {}) }, user.token);
    expect((await report(reader, 'Quảng cáo')).status).toBe(200);
    const again = await report(reader, 'Quảng cáo');
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Bạn đã báo cáo đánh giá này rồi.');
    expect((await report(author)).status).toBe(403);
    expect((await api.call('reportReview', { reviewId })).status).toBe(401);
    expect((await list({ productId }, reader)).items[0].reportedByMe).toBe(true);

    const open = (await api.call('listReportedReviews', { status: 'open' }, admin.token)).body
      .result as ReportedReview[];
    expect(open.find((item) => item.id === reviewId)).toMatchObject({
      productId,
      authorId: author.uid,
      rating: 1,
      openReports: 1,
      hiddenAt: null,
      reports: [{ reason: 'Quảng cáo', decision: null }],
    });
    expect((await api.call('listReportedReviews', { status: 'open' }, reader.token)).status).toBe(403);

    const noReason = await api.call('moderateReview', { reviewId, decision: 'hide' }, admin.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.message).toBe('Vui lòng nhập lý do ẩn đánh giá.');
    const hidden = await api.call('moderateReview', { reviewId, decision: 'hide', reason: 'Quảng cáo' }, admin.token);
    expect(hidden.status).toBe(200);
    expect(hidden.body.result).toMatchObject({ openReports: 0, hiddenReason: 'Quảng cáo' });
    // A repeated click changes nothing more.
    expect((await api.call('moderateReview', { reviewId, decision: 'hide', reason: 'x' }, admin.token)).status).toBe(
      200,
    );

    expect((await list({ productId })).items).toEqual([]);
    const card = (await api.call('getProduct', { productId })).body.result as Product;
    expect(card).toMatchObject({ ratingCount: 0, ratingAverage: null });
    const own = (await api.call('getMyReview', { productId }, author.token)).body.result as { review: OwnReview };
    expect(own.review).toMatchObject({ status: 'hidden', hiddenReason: 'Quảng cáo' });
    const audits = await api.app.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.objectType, 'review'), eq(adminAudit.objectId, String(reviewId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminId: admin.uid,
      action: 'review.hide',
      reason: 'Quảng cáo',
      before: { hidden: false, openReports: 1 },
      after: { hidden: true, openReports: 0, reportsDecided: 1 },
    });
    const hiddenTab = (await api.call('listReportedReviews', { status: 'hidden' }, admin.token)).body
      .result as ReportedReview[];
    expect(hiddenTab.find((item) => item.id === reviewId)?.reports).toEqual([
      expect.objectContaining({ reason: 'Quảng cáo', decision: 'hide' }),
    ]);
    // A hidden review cannot be reported, voted on or answered.
    expect((await report(await api.user())).status).toBe(404);

    // Shown again by an admin ("keep" on a hidden review), audited too.
    expect((await api.call('moderateReview', { reviewId, decision: 'keep' }, admin.token)).status).toBe(200);
    expect((await list({ productId })).items.map((item) => item.id)).toEqual([reviewId]);
    expect((await api.call('getProduct', { productId })).body.result).toMatchObject({ ratingCount: 1 });
  });

  it('keeps a reported review: its reports are closed and it stays public', async () => {
    const { productId, reviewId, reader } = await reviewed(3, 'Tạm ổn.');
    await api.call('reportReview', { reviewId }, reader.token);
    const kept = await api.call('moderateReview', { reviewId, decision: 'keep', reason: 'Không vi phạm' }, admin.token);
    expect(kept.status).toBe(200);
    expect(kept.body.result).toMatchObject({ openReports: 0, hiddenAt: null });
    const open = (await api.call('listReportedReviews', { status: 'open' }, admin.token)).body
      .result as ReportedReview[];
    expect(open.map((item) => item.id)).not.toContain(reviewId);
    expect((await list({ productId })).items.map((item) => item.id)).toEqual([reviewId]);
    // The reporter has reported it once: a second report stays refused.
    expect((await api.call('reportReview', { reviewId }, reader.token)).status).toBe(409);
    expect((await api.call('moderateReview', { reviewId: 999_999, decision: 'keep' }, admin.token)).status).toBe(404);
  });
});
