import type { Product } from '@app/shared/contracts/catalog';
import type { CreatorSummary } from '@app/shared/contracts/creator';
import { eq } from 'drizzle-orm';
import { products, orders, wishlistItems } from '../../db/schema';
import { grant } from '../../domain/entitlements';
import { useApi, useUser } from '../../../test/suite';

const api = useApi();
const admin = useUser(api, 'admin');

const draft = {
  title: 'Trợ lý Kế toán Thuế',
  description: 'Tự động lập tờ khai thuế GTGT từ hóa đơn điện tử.',
  price: 990_000,
  categoryId: 'kinh-doanh',
  subcategoryId: 'phan-tich-du-lieu',
  demoType: 'info',
};

const result = <T = Product>(answer: { body: { result?: unknown } }) => answer.body.result as T;
const row = async (productId: string) =>
  (await api.app.database.db.select().from(products).where(eq(products.id, productId)))[0];

describe('creator products', () => {
  it('creates a draft, edits it, submits it; an admin publishes it and it becomes public', async () => {
    const creator = await api.user('creator');
    const created = await api.call('saveProduct', draft, creator.token);
    expect(created.status).toBe(200);
    const product = result(created);
    expect(product).toMatchObject({
      ...draft,
      status: 'draft',
      creatorId: creator.uid,
      categoryName: 'Kinh doanh & Bán hàng',
      commissionRate: 0,
      thumbnailUrl: null,
      pendingChanges: null,
      rejectionReason: null,
    });
    expect(product.id).toMatch(/^tro-ly-ke-toan-thue-[a-z0-9]{4}$/);
    expect((await api.call('getProduct', { productId: product.id })).status).toBe(404);

    const edited = await api.call(
      'saveProduct',
      { ...draft, productId: product.id, price: 890_000, appUrl: 'https://thue.example.vn', commissionRate: 20 },
      creator.token,
    );
    expect(result(edited)).toMatchObject({
      id: product.id,
      price: 890_000,
      appUrl: 'https://thue.example.vn',
      commissionRate: 20,
      status: 'draft',
    });
    // Absent commissionRate keeps the product's.
    const kept = await api.call('saveProduct', { ...draft, productId: product.id, price: 890_000 }, creator.token);
    expect(result(kept).commissionRate).toBe(20);
    const mine = result<Product[]>(await api.call('listMyProducts', null, creator.token));
    expect(mine.map((item) => item.id)).toEqual([product.id]);

    const submitted = await api.call('submitProductForReview', { productId: product.id }, creator.token);
    expect(result(submitted)).toMatchObject({ status: 'pending' });
    const again = await api.call('submitProductForReview', { productId: product.id }, creator.token);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Chỉ sản phẩm nháp hoặc bị từ chối mới gửi duyệt được.');

    const pending = result<Product[]>(await api.call('listPendingProducts', null, admin.token));
    expect(pending.map((item) => item.id)).toContain(product.id);
    const published = await api.call('moderateProduct', { productId: product.id, decision: 'publish' }, admin.token);
    expect(result(published)).toMatchObject({ status: 'published', rejectionReason: null });
    const twice = await api.call(
      'moderateProduct',
      { productId: product.id, decision: 'reject', reason: 'Trùng lặp' },
      admin.token,
    );
    expect(twice.status).toBe(409);
    // The catalogue cache is invalidated by the write.
    const search = result<{ items: Product[] }>(await api.call('listProducts', { query: 'ke toan thue' }));
    expect(search.items.map((item) => item.id)).toEqual([product.id]);
  });

  it('refuses someone else’s product, unknown categories and bad input', async () => {
    const owner = await api.user('creator');
    const other = await api.user('creator');
    const product = result(await api.call('saveProduct', draft, owner.token));
    const foreign = await api.call('saveProduct', { ...draft, productId: product.id }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.message).toBe('Bạn chỉ có thể sửa sản phẩm của mình.');
    expect((await api.call('submitProductForReview', { productId: product.id }, other.token)).status).toBe(403);
    expect((await api.call('saveProduct', { ...draft, productId: 'khong-ton-tai' }, owner.token)).status).toBe(404);
    const badCategory = await api.call('saveProduct', { ...draft, categoryId: 'khong-co' }, owner.token);
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error?.message).toBe('Danh mục không tồn tại.');
    const badSub = await api.call('saveProduct', { ...draft, subcategoryId: 'tro-choi' }, owner.token);
    expect(badSub.body.error?.message).toBe('Danh mục con không thuộc danh mục đã chọn.');
    for (const [patch, message] of [
      [{ price: -1 }, 'Giá không được âm.'],
      [{ price: 10.5 }, 'Giá phải là số đồng nguyên.'],
      [{ title: '' }, 'Vui lòng nhập tên sản phẩm.'],
      [{ demoType: 'video' }, 'Loại demo không hợp lệ.'],
      [{ status: 'published' }, 'Trường không được hỗ trợ: status.'],
      [{ appUrl: 'http://thue.example.vn' }, 'Đường dẫn ứng dụng phải bắt đầu bằng https://.'],
      [{ appUrl: 'javascript:alert(1)' }, 'Đường dẫn ứng dụng phải bắt đầu bằng http:// hoặc https://.'],
      [{ commissionRate: 51 }, 'Hoa hồng tối đa 50%.'],
      [{ commissionRate: -1 }, 'Hoa hồng không được âm.'],
      [{ commissionRate: 12.5 }, 'Hoa hồng phải là số nguyên (%).'],
    ] as const) {
      const answer = await api.call('saveProduct', { ...draft, productId: product.id, ...patch }, owner.token);
      expect([answer.status, answer.body.error?.message]).toEqual([400, message]);
    }
    // Nothing of the refused saves was written.
    expect(await row(product.id)).toMatchObject({ price: draft.price, appUrl: null, commissionRate: 0 });
  });
});

describe('editing a published product', () => {
  it('applies non-material edits at once and holds material ones for review while the live version stays', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, {
      title: 'Bản sống',
      price: 100_000,
      appUrl: 'https://live.example.vn',
      publishedAt: new Date(),
    });
    const base = { productId, title: 'Bản sống', description: 'Mô tả mới', price: 100_000, categoryId: 'lap-trinh' };
    const live = { ...base, appUrl: 'https://live.example.vn' };

    const described = result(await api.call('saveProduct', { ...live, commissionRate: 15 }, creator.token));
    expect(described).toMatchObject({ status: 'published', description: 'Mô tả mới', commissionRate: 15 });
    expect(described.pendingChanges).toBeNull();

    const held = result(
      await api.call(
        'saveProduct',
        { ...live, title: 'Bản mới', price: 120_000, description: 'Mô tả 2' },
        creator.token,
      ),
    );
    expect(held).toMatchObject({ status: 'published', title: 'Bản sống', price: 100_000, description: 'Mô tả 2' });
    expect(held.pendingChanges).toEqual({ title: 'Bản mới', price: 120_000, submittedAt: expect.any(String) });
    // Buyers see the live version and never the pending changes.
    const seen = result(await api.call('getProduct', { productId }));
    expect(seen).toMatchObject({ title: 'Bản sống', price: 100_000, pendingChanges: null });
    const search = result<{ items: Product[] }>(await api.call('listProducts', { query: 'ban song' }));
    expect(search.items.map((item) => item.id)).toContain(productId);

    // Saving again replaces the request; back to the live values clears it.
    const replaced = result(
      await api.call('saveProduct', { ...live, appUrl: 'https://new.example.vn' }, creator.token),
    );
    expect(replaced.pendingChanges).toEqual({ appUrl: 'https://new.example.vn', submittedAt: expect.any(String) });
    const cleared = result(await api.call('saveProduct', live, creator.token));
    expect(cleared.pendingChanges).toBeNull();
    expect(result<Product[]>(await api.call('listPendingProducts', null, admin.token)).map((p) => p.id)).not.toContain(
      productId,
    );

    // A moderator refuses a request: the live version stays, the reason is on the changes.
    await api.call('saveProduct', { ...live, price: 150_000 }, creator.token);
    expect(result<Product[]>(await api.call('listPendingProducts', null, admin.token)).map((p) => p.id)).toContain(
      productId,
    );
    const noReason = await api.call('moderateProduct', { productId, decision: 'reject' }, admin.token);
    expect([noReason.status, noReason.body.error?.message]).toEqual([400, 'Vui lòng nhập lý do từ chối.']);
    const refused = result(
      await api.call('moderateProduct', { productId, decision: 'reject', reason: 'Giá chưa hợp lý' }, admin.token),
    );
    expect(refused).toMatchObject({ status: 'published', price: 100_000 });
    expect(refused.pendingChanges).toMatchObject({ price: 150_000, rejectionReason: 'Giá chưa hợp lý' });
    expect(result<Product[]>(await api.call('listPendingProducts', null, admin.token)).map((p) => p.id)).not.toContain(
      productId,
    );
    const decidedTwice = await api.call('moderateProduct', { productId, decision: 'publish' }, admin.token);
    expect(decidedTwice.status).toBe(409);

    // Sent again, then accepted: the changes become the live version.
    await api.call('saveProduct', { ...live, title: 'Bản chính thức', price: 150_000 }, creator.token);
    const accepted = result(await api.call('moderateProduct', { productId, decision: 'publish' }, admin.token));
    expect(accepted).toMatchObject({
      status: 'published',
      title: 'Bản chính thức',
      price: 150_000,
      pendingChanges: null,
    });
    const found = result<{ items: Product[] }>(await api.call('listProducts', { query: 'ban chinh thuc' }));
    expect(found.items.map((item) => item.id)).toEqual([productId]);
  });

  it('lets only one of two admins decide', async () => {
    const creator = await api.user('creator');
    const other = await api.user('admin');
    const productId = await api.addProduct(creator.uid, { status: 'pending' });
    const answers = await Promise.all([
      api.call('moderateProduct', { productId, decision: 'publish' }, admin.token),
      api.call('moderateProduct', { productId, decision: 'reject', reason: 'Không đạt' }, other.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('shows a rejected product with its reason to the creator; resubmitting clears it', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { status: 'pending' });
    await api.call('moderateProduct', { productId, decision: 'reject', reason: 'Thiếu ảnh minh họa' }, admin.token);
    const mine = result<Product[]>(await api.call('listMyProducts', null, creator.token));
    expect(mine.find((item) => item.id === productId)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Thiếu ảnh minh họa',
    });
    // Rejected products take edits directly (nothing is live).
    const edited = result(
      await api.call(
        'saveProduct',
        { productId, title: 'Đã sửa', description: 'Mô tả', price: 5_000, categoryId: 'lap-trinh' },
        creator.token,
      ),
    );
    expect(edited).toMatchObject({ title: 'Đã sửa', price: 5_000, pendingChanges: null });
    const resubmitted = result(await api.call('submitProductForReview', { productId }, creator.token));
    expect(resubmitted).toMatchObject({ status: 'pending', rejectionReason: null });
  });
});

describe('archiving and deleting', () => {
  it('archives: out of the catalogue, the owners keep it; back to published', async () => {
    const creator = await api.user('creator');
    const buyer = await api.user();
    const stranger = await api.user();
    const productId = await api.addProduct(creator.uid, { title: 'Lưu trữ thử', publishedAt: new Date() });
    await grant(api.app.database.db, buyer.uid, { kind: 'product', id: productId }, null);
    const countOf = async () =>
      result<CreatorSummary[]>(await api.call('getAllCreators', null)).find((c) => c.uid === creator.uid)?.productCount;
    expect(await countOf()).toBe(1);

    const archived = await api.call('setProductArchived', { productId, archived: true }, creator.token);
    expect(result(archived)).toMatchObject({ status: 'archived' });
    const listed = result<{ items: Product[] }>(await api.call('listProducts', { query: 'luu tru thu' }));
    expect(listed.items).toEqual([]);
    expect(await countOf()).toBe(0);
    const profile = result<{ products: Product[] }>(
      await api.call('getPublicCreatorProfile', { creatorId: creator.uid }),
    );
    expect(profile.products).toEqual([]);
    // Its owner (library), its creator and admins still open it; anyone else: not found.
    for (const who of [buyer, creator, admin]) {
      expect((await api.call('getProduct', { productId }, who.token)).status).toBe(200);
    }
    expect((await api.call('getProduct', { productId }, stranger.token)).status).toBe(404);
    expect((await api.call('getProduct', { productId })).status).toBe(404);
    const library = result<{ library: { productId: string }[] }>(await api.call('getUserProfile', null, buyer.token));
    expect(library.library.map((item) => item.productId)).toContain(productId);
    expect((await api.call('createProductOrder', { productId }, stranger.token)).status).toBe(404);

    // Archiving twice is a no-op; bringing it back publishes it again (it had been published).
    expect((await api.call('setProductArchived', { productId, archived: true }, creator.token)).status).toBe(200);
    const back = await api.call('setProductArchived', { productId, archived: false }, creator.token);
    expect(result(back)).toMatchObject({ status: 'published' });
    expect(await countOf()).toBe(1);
  });

  it('brings a never-published archived product back as a draft, and refuses what cannot be archived', async () => {
    const creator = await api.user('creator');
    const other = await api.user('creator');
    const archived = await api.addProduct(creator.uid, { status: 'archived', publishedAt: null });
    const back = await api.call('setProductArchived', { productId: archived, archived: false }, creator.token);
    expect(result(back)).toMatchObject({ status: 'draft' });
    const notArchivable = await api.call('setProductArchived', { productId: archived, archived: true }, creator.token);
    expect([notArchivable.status, notArchivable.body.error?.message]).toEqual([
      409,
      'Chỉ sản phẩm đã xuất bản mới lưu trữ được.',
    ]);
    const notArchived = await api.call('setProductArchived', { productId: archived, archived: false }, creator.token);
    expect([notArchived.status, notArchived.body.error?.message]).toEqual([
      409,
      'Sản phẩm này không ở trạng thái lưu trữ.',
    ]);
    const published = await api.addProduct(creator.uid);
    expect((await api.call('setProductArchived', { productId: published, archived: true }, other.token)).status).toBe(
      403,
    );
    expect(
      (await api.call('setProductArchived', { productId: 'khong-co', archived: true }, creator.token)).status,
    ).toBe(404);
  });

  it('deletes a never-published product with its wishlist rows; refuses published or ordered ones', async () => {
    const creator = await api.user('creator');
    const buyer = await api.user();
    const db = api.app.database.db;
    const productId = await api.addProduct(creator.uid, { status: 'draft' });
    await db.insert(wishlistItems).values({ userId: buyer.uid, productId });
    const deleted = await api.call('deleteProduct', { productId }, creator.token);
    expect(result(deleted)).toEqual({ productId, deleted: true });
    expect(await row(productId)).toBeUndefined();
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.productId, productId))).toEqual([]);
    expect((await api.call('getWishlist', null, buyer.token)).status).toBe(200);

    const rejected = await api.addProduct(creator.uid, { status: 'rejected' });
    expect((await api.call('deleteProduct', { productId: rejected }, creator.token)).status).toBe(200);

    const published = await api.addProduct(creator.uid, { publishedAt: new Date() });
    const refused = await api.call('deleteProduct', { productId: published }, creator.token);
    expect([refused.status, refused.body.error?.message]).toEqual([
      409,
      'Chỉ xóa được sản phẩm nháp chưa từng xuất bản.',
    ]);
    const ordered = await api.addProduct(creator.uid, { status: 'draft' });
    await db.insert(orders).values({
      id: `DEL${Date.now()}`.slice(0, 20),
      buyerId: buyer.uid,
      productId: ordered,
      productTitle: 'Sản phẩm',
      price: 150_000,
      status: 'canceled',
      expiresAt: new Date(),
    });
    const withOrder = await api.call('deleteProduct', { productId: ordered }, creator.token);
    expect([withOrder.status, withOrder.body.error?.message]).toEqual([
      409,
      'Sản phẩm đã có đơn hàng nên không thể xóa. Bạn có thể lưu trữ sản phẩm thay vì xóa.',
    ]);
    expect(await row(ordered)).toBeDefined();
    const other = await api.user('creator');
    const foreignDraft = await api.addProduct(creator.uid, { status: 'draft' });
    expect((await api.call('deleteProduct', { productId: foreignDraft }, other.token)).status).toBe(403);
    expect(await row(foreignDraft)).toBeDefined();
  });
});
