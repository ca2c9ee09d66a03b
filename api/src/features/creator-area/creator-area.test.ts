import type { Product } from '@app/shared/contracts/catalog';
import { startApi, type Harness } from '../../../test/harness';

let api: Harness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const draft = {
  title: 'Trợ lý Kế toán Thuế',
  description: 'Tự động lập tờ khai thuế GTGT từ hóa đơn điện tử.',
  price: 990_000,
  categoryId: 'kinh-doanh',
  subcategoryId: 'phan-tich-du-lieu',
  demoType: 'info',
};

describe('creator products', () => {
  it('creates a draft, edits it, submits it; an admin publishes it and it becomes public', async () => {
    const creator = await api.user('creator');
    const admin = await api.user('admin');
    const created = await api.call('saveProduct', draft, creator.token);
    expect(created.status).toBe(200);
    const product = created.body.result as Product;
    expect(product).toMatchObject({
      ...draft,
      status: 'draft',
      creatorId: creator.uid,
      categoryName: 'Kinh doanh & Bán hàng',
    });
    expect(product.id).toMatch(/^tro-ly-ke-toan-thue-[a-z0-9]{4}$/);
    expect((await api.call('getProduct', { productId: product.id })).status).toBe(404);

    const edited = await api.call(
      'saveProduct',
      { ...draft, productId: product.id, price: 890_000, appUrl: 'https://thue.example.vn' },
      creator.token,
    );
    expect(edited.body.result).toMatchObject({
      id: product.id,
      price: 890_000,
      appUrl: 'https://thue.example.vn',
      status: 'draft',
    });
    const mine = (await api.call('listMyProducts', null, creator.token)).body.result as Product[];
    expect(mine.map((item) => item.id)).toEqual([product.id]);

    const submitted = await api.call('submitProductForReview', { productId: product.id }, creator.token);
    expect(submitted.body.result).toMatchObject({ status: 'pending' });
    const again = await api.call('submitProductForReview', { productId: product.id }, creator.token);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('Chỉ sản phẩm nháp hoặc bị từ chối mới gửi duyệt được.');

    const pending = (await api.call('listPendingProducts', null, admin.token)).body.result as Product[];
    expect(pending.map((item) => item.id)).toContain(product.id);
    const published = await api.call('moderateProduct', { productId: product.id, decision: 'publish' }, admin.token);
    expect(published.body.result).toMatchObject({ status: 'published' });
    const twice = await api.call('moderateProduct', { productId: product.id, decision: 'reject' }, admin.token);
    expect(twice.status).toBe(409);
    // The catalogue cache is invalidated by the write.
    const search = (await api.call('listProducts', { query: 'ke toan thue' })).body.result as { items: Product[] };
    expect(search.items.map((item) => item.id)).toEqual([product.id]);
  });

  it('refuses someone else’s product, unknown categories and bad input', async () => {
    const owner = await api.user('creator');
    const other = await api.user('creator');
    const product = (await api.call('saveProduct', draft, owner.token)).body.result as Product;
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
      [{ price: 10.5 }, 'Giá phải là số nguyên (VND).'],
      [{ title: '' }, 'Vui lòng nhập tên sản phẩm.'],
      [{ demoType: 'video' }, 'Loại demo không hợp lệ.'],
      [{ status: 'published' }, 'Trường không được hỗ trợ: status.'],
    ] as const) {
      const answer = await api.call('saveProduct', { ...draft, ...patch }, owner.token);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.message).toBe(message);
    }
  });

  it('shows the creator dashboard: counts, paid sales and payouts', async () => {
    const creator = await api.user('creator');
    await api.addProduct(creator.uid);
    await api.call('saveProduct', draft, creator.token);
    const answer = await api.call('getCreatorDashboard', null, creator.token);
    expect(answer.body.result).toEqual({ productCount: 2, publishedCount: 1, salesCount: 0, revenue: 0, payouts: [] });
  });
});
