// Moderation decisions are audited in their own transaction; unpublishing takes a live product off
// sale with a reason the creator sees, who may edit and resubmit it; buyers who own it keep access.
import type { Product } from '@app/shared/contracts/catalog';
import { serverMessages } from '@app/shared/messages/server';
import { asc, eq } from 'drizzle-orm';
import { adminAudit, products } from '../../db/schema';
import { useApi } from '../../../test/suite';
import { buy, WEBHOOK_KEY } from '../../../test/ledger';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });

const auditOf = (objectId: string) =>
  api.app.database.db.select().from(adminAudit).where(eq(adminAudit.objectId, objectId)).orderBy(asc(adminAudit.id));
const productRow = async (productId: string) =>
  (await api.app.database.db.select().from(products).where(eq(products.id, productId)))[0];

describe('moderation audit', () => {
  it('records publish, reject, accept-changes and reject-changes with the state before and after', async () => {
    const admin = await api.user('admin');
    const creator = await api.user('creator');
    const toPublish = await api.addProduct(creator.uid, { status: 'pending' });
    const toReject = await api.addProduct(creator.uid, { status: 'pending' });
    const changes = (title: string) => ({ title, submittedAt: new Date().toISOString() });
    const toAccept = await api.addProduct(creator.uid, { title: 'Bản cũ', pendingChanges: changes('Bản mới') });
    const toRefuse = await api.addProduct(creator.uid, { title: 'Giữ nguyên', pendingChanges: changes('Đổi tên') });
    const decide = (productId: string, decision: 'publish' | 'reject', reason?: string) =>
      api.call('moderateProduct', { productId, decision, reason }, admin.token);

    expect((await decide(toPublish, 'publish')).status).toBe(200);
    expect((await decide(toReject, 'reject', 'Thiếu ảnh.')).status).toBe(200);
    expect((await decide(toAccept, 'publish')).body.result).toMatchObject({ title: 'Bản mới', pendingChanges: null });
    expect((await decide(toRefuse, 'reject', 'Tên gây hiểu lầm.')).status).toBe(200);

    expect(await auditOf(toPublish)).toEqual([
      expect.objectContaining({
        adminId: admin.uid,
        action: 'product.publish',
        objectType: 'product',
        reason: null,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'published', publishedAt: expect.any(String) }),
      }),
    ]);
    expect(await auditOf(toReject)).toEqual([
      expect.objectContaining({
        action: 'product.reject',
        reason: 'Thiếu ảnh.',
        after: expect.objectContaining({ status: 'rejected', rejectionReason: 'Thiếu ảnh.' }),
      }),
    ]);
    expect(await auditOf(toAccept)).toEqual([
      expect.objectContaining({
        action: 'product.accept-changes',
        before: expect.objectContaining({
          title: 'Bản cũ',
          pendingChanges: expect.objectContaining({ title: 'Bản mới' }),
        }),
        after: expect.objectContaining({ title: 'Bản mới', pendingChanges: null }),
      }),
    ]);
    expect(await auditOf(toRefuse)).toEqual([
      expect.objectContaining({
        action: 'product.reject-changes',
        reason: 'Tên gây hiểu lầm.',
        after: expect.objectContaining({
          title: 'Giữ nguyên',
          pendingChanges: expect.objectContaining({ rejectionReason: 'Tên gây hiểu lầm.' }),
        }),
      }),
    ]);
    // A refused decision (already decided) writes nothing.
    expect((await decide(toPublish, 'reject', 'Muộn')).status).toBe(409);
    expect(await auditOf(toPublish)).toHaveLength(1);
  });

  it('records application decisions, with the roles the approval granted', async () => {
    const admin = await api.user('admin');
    const apply = async () => {
      const applicant = await api.user();
      const answer = await api.call(
        'submitCreatorApplication',
        { displayName: 'Lê Na', expertise: 'Kế toán', bio: 'Kế toán trưởng.', sampleIdea: 'Trợ lý thuế.' },
        applicant.token,
      );
      return { applicant, applicationId: (answer.body.result as { applicationId: string }).applicationId };
    };
    const yes = await apply();
    const no = await apply();
    await api.call('reviewCreatorApplication', { applicationId: yes.applicationId, decision: 'approve' }, admin.token);
    await api.call(
      'reviewCreatorApplication',
      { applicationId: no.applicationId, decision: 'reject', reason: 'Chưa đủ kinh nghiệm.' },
      admin.token,
    );
    expect(await auditOf(yes.applicationId)).toEqual([
      expect.objectContaining({
        adminId: admin.uid,
        action: 'application.approve',
        objectType: 'application',
        before: { status: 'pending', userId: yes.applicant.uid, roles: [] },
        after: { status: 'approved', userId: yes.applicant.uid, rejectionReason: null, roles: ['creator'] },
      }),
    ]);
    expect(await auditOf(no.applicationId)).toEqual([
      expect.objectContaining({
        action: 'application.reject',
        reason: 'Chưa đủ kinh nghiệm.',
        after: { status: 'rejected', userId: no.applicant.uid, rejectionReason: 'Chưa đủ kinh nghiệm.' },
      }),
    ]);
  });
});

describe('unpublishProduct', () => {
  it('takes a live product off sale with a reason; owners keep it; the creator edits and resubmits', async () => {
    const admin = await api.user('admin');
    const creator = await api.user('creator');
    const owner = await api.user();
    const stranger = await api.user();
    const publishedAt = new Date(Date.now() - 86_400_000);
    const title = `Sản phẩm bị gỡ ${creator.uid.slice(0, 6)}`;
    const productId = await api.addProduct(creator.uid, {
      title,
      publishedAt,
      appUrl: 'https://example.com/app',
      pendingChanges: { price: 99_000, submittedAt: new Date().toISOString() },
    });
    await buy(api, productId, owner);

    const answer = await api.call(
      'unpublishProduct',
      { productId, reason: 'Đường dẫn ứng dụng không hoạt động.' },
      admin.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: productId,
      status: 'rejected',
      rejectionReason: 'Đường dẫn ứng dụng không hoạt động.',
      pendingChanges: null,
    });
    expect((await productRow(productId)).publishedAt?.toISOString()).toBe(publishedAt.toISOString());
    const [row] = await auditOf(productId);
    expect(row).toMatchObject({
      adminId: admin.uid,
      action: 'product.unpublish',
      reason: 'Đường dẫn ứng dụng không hoạt động.',
      before: { status: 'published', pendingChanges: { price: 99_000 } },
      after: { status: 'rejected', rejectionReason: 'Đường dẫn ứng dụng không hoạt động.', pendingChanges: null },
    });

    // Out of the catalogue at once; the owner keeps it, nobody else sees it.
    const listed = (await api.call('listProducts', { query: title })).body.result as { items: Product[] };
    expect(listed.items).toEqual([]);
    expect((await api.call('getProduct', { productId })).status).toBe(404);
    expect((await api.call('getProduct', { productId }, stranger.token)).status).toBe(404);
    const owned = await api.call('getProduct', { productId }, owner.token);
    expect(owned.body.result).toMatchObject({ id: productId, status: 'rejected', appUrl: 'https://example.com/app' });
    expect((await api.call('createProductOrder', { productId }, stranger.token)).status).toBe(404);

    // Only a live product: again, or a draft, is refused.
    const again = await api.call('unpublishProduct', { productId, reason: 'Lần nữa' }, admin.token);
    expect([again.status, again.body.error?.message]).toEqual([409, serverMessages.admin.notPublished]);
    const draft = await api.addProduct(creator.uid, { status: 'draft' });
    expect((await api.call('unpublishProduct', { productId: draft, reason: 'Nháp' }, admin.token)).status).toBe(409);
    expect((await api.call('unpublishProduct', { productId: 'khong-co', reason: 'Không' }, admin.token)).status).toBe(
      404,
    );
    expect(await auditOf(productId)).toHaveLength(1);

    // The creator sees the reason, edits the product (applies at once: nothing is live) and resubmits it.
    const mine = (await api.call('listMyProducts', null, creator.token)).body.result as Product[];
    expect(mine.find((product) => product.id === productId)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Đường dẫn ứng dụng không hoạt động.',
    });
    const saved = await api.call(
      'saveProduct',
      {
        productId,
        title: `${title} (sửa)`,
        description: 'Đã sửa đường dẫn.',
        price: 120_000,
        categoryId: 'lap-trinh',
        appUrl: 'https://example.com/app-moi',
      },
      creator.token,
    );
    expect(saved.body.result).toMatchObject({ title: `${title} (sửa)`, price: 120_000, pendingChanges: null });
    const submitted = await api.call('submitProductForReview', { productId }, creator.token);
    expect(submitted.body.result).toMatchObject({ status: 'pending', rejectionReason: null });
    // The owner keeps access while it waits for review.
    expect((await api.call('getProduct', { productId }, owner.token)).status).toBe(200);
    const published = await api.call('moderateProduct', { productId, decision: 'publish' }, admin.token);
    expect(published.body.result).toMatchObject({ status: 'published', price: 120_000 });
    expect((await productRow(productId)).publishedAt?.toISOString()).toBe(publishedAt.toISOString());
    expect((await api.call('getProduct', { productId })).status).toBe(200);
  });

  it('is for admins only and needs a reason', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid);
    const refused = await api.call('unpublishProduct', { productId, reason: 'Tự gỡ' }, creator.token);
    expect(refused.status).toBe(403);
    const admin = await api.user('admin');
    const noReason = await api.call('unpublishProduct', { productId }, admin.token);
    expect(noReason.status).toBe(400);
    expect((await productRow(productId)).status).toBe('published');
  });
});

describe('a product published without a cover', () => {
  it('gets one drawn from its title and category, served like an uploaded one; a product with a cover keeps it', async () => {
    const admin = await api.user('admin');
    const creator = await api.user('creator');
    const bare = await api.addProduct(creator.uid, { status: 'pending', title: 'Trợ lý không ảnh bìa' });
    const own = { base: 'http://127.0.0.1/media/own/cover', width: 1280, height: 720, widths: [320, 1280] };
    const covered = await api.addProduct(creator.uid, {
      status: 'pending',
      media: { cover: own, gallery: [], video: null },
      thumbnailUrl: 'http://127.0.0.1/media/own/cover-1280.jpg',
    });
    const publish = (productId: string) => api.call('moderateProduct', { productId, decision: 'publish' }, admin.token);

    const published = (await publish(bare)).body.result as Product;
    expect(published.status).toBe('published');
    const cover = published.media.cover!;
    expect(cover).toMatchObject({ width: 1280, height: 720, base: expect.stringContaining(`/media/drawn-${bare}/`) });
    expect(published.thumbnailUrl).toBe(`${cover.base}-1280.jpg`);
    // Each variant answers, as an uploaded cover's do (its path on this server).
    for (const width of cover.widths) {
      const answer = await fetch(`${api.url}${new URL(`${cover.base}-${width}.webp`).pathname}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
    }
    const share = await fetch(`${api.url}${new URL(`${cover.base}-share.jpg`).pathname}`);
    expect(share.status).toBe(200);

    const kept = (await publish(covered)).body.result as Product;
    expect(kept.media.cover).toEqual(own);
    expect((await productRow(covered)).thumbnailUrl).toBe('http://127.0.0.1/media/own/cover-1280.jpg');
  });
});
