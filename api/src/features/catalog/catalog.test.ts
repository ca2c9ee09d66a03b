import type { Category, Product } from '@app/shared/contracts/catalog';
import { fold } from '@app/shared/text/fold';
import { useApi } from '../../../test/suite';

const api = useApi();

type Page = { items: Product[]; total: number; page: number; pageSize: number };
const list = async (data: unknown): Promise<Page> => {
  const answer = await api.call('listProducts', data);
  expect(answer.status).toBe(200);
  return answer.body.result as Page;
};

describe('listProducts', () => {
  it('lists published products, newest first, 12 per page by default', async () => {
    const page = await list(null);
    expect(page.pageSize).toBe(12);
    expect(page.page).toBe(1);
    expect(page.items).toHaveLength(12);
    expect(page.total).toBeGreaterThanOrEqual(26);
    expect(page.items.every((item) => item.status === 'published')).toBe(true);
    const dates = page.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items[0]).toMatchObject({ categoryName: expect.any(String), creatorName: expect.any(String) });
  });

  it('searches title and description ignoring Vietnamese diacritics and case', async () => {
    const plain = await list({ query: 'TIENG NHAT' });
    expect(plain.items.map((item) => item.id)).toContain('hoc-tu-vung-nhat');
    const accented = await list({ query: 'tiếng nhật' });
    expect(accented.items.map((item) => item.id)).toEqual(plain.items.map((item) => item.id));
    const dj = await list({ query: 'dat ten thuong hieu' });
    expect(dj.items.map((item) => item.id)).toEqual(['dat-ten-thuong-hieu']);
    for (const item of (await list({ query: 'pong' })).items) {
      expect(fold(`${item.title} ${item.description}`)).toContain('pong');
    }
    expect((await list({ query: 'không có sản phẩm nào như vậy' })).items).toEqual([]);
    // LIKE wildcards are literal.
    expect((await list({ query: '%' })).total).toBe(0);
  });

  it.each([
    ['priceAsc', (a: Product, b: Product) => a.price <= b.price],
    ['priceDesc', (a: Product, b: Product) => a.price >= b.price],
    ['popular', (a: Product, b: Product) => a.salesCount >= b.salesCount],
    ['newest', (a: Product, b: Product) => a.createdAt >= b.createdAt],
  ])('sorts by %s', async (sort, ordered) => {
    const { items } = await list({ sort, pageSize: 50 });
    for (let i = 1; i < items.length; i += 1) expect(ordered(items[i - 1], items[i])).toBe(true);
  });

  it('filters by category and subcategory', async () => {
    const games = await list({ categoryId: 'giai-tri', pageSize: 50 });
    expect(games.items.length).toBeGreaterThanOrEqual(3);
    expect(games.items.every((item) => item.categoryId === 'giai-tri')).toBe(true);
    const photo = await list({ categoryId: 'hinh-anh', subcategoryId: 'chinh-sua-anh' });
    expect(photo.items.map((item) => item.id).sort()).toEqual(['phuc-hoi-anh-cu', 'xoa-phong-anh']);
    expect(photo.total).toBe(2);
  });

  it('pages without overlap and with a stable total', async () => {
    // A category no other test file writes to (the PostgreSQL suite shares one database).
    const filter = { categoryId: 'viet-lach', sort: 'priceAsc', pageSize: 2 };
    const first = await list({ ...filter, page: 1 });
    const second = await list({ ...filter, page: 2 });
    const third = await list({ ...filter, page: 3 });
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([2, 2, 1]);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(5);
    const beyond = await list({ ...filter, page: 1000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it('never lists drafts, pending or rejected products', async () => {
    const creator = await api.user('creator');
    const title = `Bản nháp bí mật ${Date.now()}`;
    await api.addProduct(creator.uid, { status: 'draft', title });
    await api.addProduct(creator.uid, { status: 'rejected', title });
    expect((await list({ query: title })).total).toBe(0);
  });

  it.each([
    [{ pageSize: 51 }, 'Mỗi trang có tối đa 50 sản phẩm.'],
    [{ page: 0 }, 'Số trang phải từ 1 trở lên.'],
    [{ page: 1.5 }, 'Số trang phải là số nguyên.'],
    [{ sort: 'cheapest' }, 'Kiểu sắp xếp không hợp lệ.'],
    [{ query: 'x'.repeat(101) }, 'Từ khóa tìm kiếm không được dài quá 100 ký tự.'],
    [{ categoryId: 'a b' }, 'Danh mục không hợp lệ.'],
    [{ limit: 5 }, 'Trường không được hỗ trợ: limit.'],
  ])('rejects %j with 400 "%s"', async (data, message) => {
    const answer = await api.call('listProducts', data);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(message);
  });
});

describe('getProduct', () => {
  it('returns a published product with its demo type', async () => {
    const answer = await api.call('getProduct', { productId: 'pong-neon' });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: 'pong-neon',
      title: 'Pong Neon',
      demoType: 'pongGame',
      price: 79_000,
      categoryId: 'giai-tri',
      creatorId: 'seed-creator-4',
      creatorName: 'Võ Hoàng Nam',
    });
  });

  it('answers 404 for an unknown product and 400 without an id', async () => {
    const missing = await api.call('getProduct', { productId: 'khong-ton-tai' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ status: 'NOT_FOUND', message: 'Không tìm thấy sản phẩm.' });
    const empty = await api.call('getProduct', { productId: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe('Thiếu mã sản phẩm.');
    const absent = await api.call('getProduct', {});
    expect(absent.body.error?.message).toBe('Thiếu mã sản phẩm.');
  });
});

describe('listCategories', () => {
  it('lists categories with subcategories and published counts', async () => {
    const answer = await api.call('listCategories', null);
    expect(answer.status).toBe(200);
    const categories = answer.body.result as Category[];
    expect(categories.map((category) => category.id)).toEqual([
      'viet-lach',
      'hinh-anh',
      'kinh-doanh',
      'giao-duc',
      'lap-trinh',
      'giai-tri',
    ]);
    const photo = categories.find((category) => category.id === 'hinh-anh');
    expect(photo).toEqual({
      id: 'hinh-anh',
      name: 'Hình ảnh & Thiết kế',
      productCount: 4,
      subcategories: [
        { id: 'tao-anh', name: 'Tạo ảnh', productCount: 2 },
        { id: 'chinh-sua-anh', name: 'Chỉnh sửa ảnh', productCount: 2 },
      ],
    });
  });
});
