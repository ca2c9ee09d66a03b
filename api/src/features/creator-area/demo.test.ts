// A product's demo through the real calls: the creator's own page (embed) checked on the server, no demo at
// all, "Bạn nhận được gì", and a new demo address on a live product held for a moderator like a price change.
import type { Product } from '@app/shared/contracts/catalog';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { useApi, useUser } from '../../../test/suite';

const api = useApi();
const admin = useUser(api, 'admin');

const draft = {
  title: 'Trợ lý báo giá',
  description: 'Báo giá tự động từ yêu cầu của khách.',
  price: 490_000,
  categoryId: 'kinh-doanh',
  demoType: 'info',
};

const result = (answer: { body: { result?: unknown } }) => answer.body.result as Product;
const row = async (productId: string) =>
  (await api.app.database.db.select().from(products).where(eq(products.id, productId)))[0];

describe('a product’s demo and what the buyer gets', () => {
  it('saves the creator’s own https page as an embedded demo, with the list of what the buyer gets', async () => {
    const creator = await api.user('creator');
    const saved = await api.call(
      'saveProduct',
      {
        ...draft,
        demoType: 'embed',
        demoUrl: 'https://demo.baogia.example.vn/thu',
        whatYouGet: ['Mẫu báo giá Excel', 'Hỗ trợ cài đặt'],
      },
      creator.token,
    );
    expect(saved.status).toBe(200);
    expect(result(saved)).toMatchObject({
      demoType: 'embed',
      demoUrl: 'https://demo.baogia.example.vn/thu',
      whatYouGet: ['Mẫu báo giá Excel', 'Hỗ trợ cài đặt'],
    });
    // Absent, the list is kept; another demo type drops the address.
    const info = await api.call('saveProduct', { ...draft, productId: result(saved).id }, creator.token);
    expect(result(info)).toMatchObject({
      demoType: 'info',
      demoUrl: null,
      whatYouGet: ['Mẫu báo giá Excel', 'Hỗ trợ cài đặt'],
    });
  });

  it.each([
    [{ demoType: 'embed' }, 'Vui lòng nhập địa chỉ trang demo.'],
    [{ demoType: 'embed', demoUrl: 'http://demo.example.vn/' }, 'Địa chỉ trang demo phải bắt đầu bằng https://.'],
    [{ demoType: 'embed', demoUrl: 'javascript:alert(1)' }, 'Địa chỉ trang demo phải bắt đầu bằng https://.'],
    [
      { demoType: 'embed', demoUrl: 'https://an:matkhau@demo.example.vn/' },
      'Địa chỉ trang demo không được chứa tên đăng nhập hoặc mật khẩu.',
    ],
    [
      { demoType: 'pongGame', demoUrl: 'https://demo.example.vn/' },
      'Chỉ kiểu dùng thử “Trang demo của bạn” mới có địa chỉ trang demo.',
    ],
    [{ whatYouGet: ['x'.repeat(161)] }, 'Mỗi mục “Bạn nhận được gì” không được dài quá 160 ký tự.'],
    [{ whatYouGet: Array.from({ length: 11 }, (_, i) => `Mục ${i}`) }, 'Tối đa 10 mục “Bạn nhận được gì”.'],
  ])('refuses %j with a clear message and saves nothing', async (change, message) => {
    const creator = await api.user('creator');
    const answer = await api.call('saveProduct', { ...draft, ...change }, creator.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(message);
    const mine = (await api.call('listMyProducts', null, creator.token)).body.result as Product[];
    expect(mine).toEqual([]);
  });

  it('may have no demo at all', async () => {
    const creator = await api.user('creator');
    const saved = result(await api.call('saveProduct', { ...draft, demoType: 'none' }, creator.token));
    expect(saved).toMatchObject({ demoType: 'none', demoUrl: null });
    expect(await row(saved.id)).toMatchObject({ demoType: 'none', demoUrl: null });
  });

  it('holds a new demo address of a live product for review, the live demo staying until it is accepted', async () => {
    const creator = await api.user('creator');
    const created = result(await api.call('saveProduct', { ...draft, demoType: 'pongGame' }, creator.token));
    await api.call('submitProductForReview', { productId: created.id }, creator.token);
    await api.call('moderateProduct', { productId: created.id, decision: 'publish' }, admin.token);

    const url = 'https://demo.baogia.example.vn/v2';
    const edited = result(
      await api.call(
        'saveProduct',
        { ...draft, productId: created.id, demoType: 'embed', demoUrl: url },
        creator.token,
      ),
    );
    expect(edited).toMatchObject({ demoType: 'pongGame', demoUrl: null, pendingChanges: { demoUrl: url } });
    // Buyers still see the live demo.
    expect(result(await api.call('getProduct', { productId: created.id }))).toMatchObject({
      demoType: 'pongGame',
      demoUrl: null,
      pendingChanges: null,
    });
    const queue = (await api.call('listPendingProducts', null, admin.token)).body.result as Product[];
    expect(queue.find((item) => item.id === created.id)?.pendingChanges).toMatchObject({ demoUrl: url });

    await api.call('moderateProduct', { productId: created.id, decision: 'publish' }, admin.token);
    expect(result(await api.call('getProduct', { productId: created.id }))).toMatchObject({
      demoType: 'embed',
      demoUrl: url,
    });
    // Taking the page off needs no review.
    const none = result(
      await api.call('saveProduct', { ...draft, productId: created.id, demoType: 'none' }, creator.token),
    );
    expect(none).toMatchObject({ demoType: 'none', demoUrl: null, pendingChanges: null });
  });

  it('the database refuses an embed without its page, and a page without an embed', async () => {
    const creator = await api.user('creator');
    const saved = result(await api.call('saveProduct', draft, creator.token));
    const db = api.app.database.db;
    await expect(db.update(products).set({ demoType: 'embed' }).where(eq(products.id, saved.id))).rejects.toThrow();
    await expect(
      db.update(products).set({ demoUrl: 'https://demo.example.vn/' }).where(eq(products.id, saved.id)),
    ).rejects.toThrow();
  });
});
