import type { Product } from '@app/shared/contracts/catalog';
import { useApi } from '../../../test/suite';

const api = useApi();

describe('wishlist', () => {
  it('adds (idempotently), lists newest first and removes', async () => {
    const buyer = await api.user();
    expect((await api.call('getWishlist', null, buyer.token)).body.result).toEqual([]);
    expect((await api.call('addToWishlist', { productId: 'pong-neon' }, buyer.token)).body.result).toEqual({
      productId: 'pong-neon',
      wishlisted: true,
    });
    await api.call('addToWishlist', { productId: 'pong-neon' }, buyer.token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api.call('addToWishlist', { productId: 'thiet-ke-logo' }, buyer.token);
    const listed = (await api.call('getWishlist', null, buyer.token)).body.result as Product[];
    expect(listed.map((product) => product.id)).toEqual(['thiet-ke-logo', 'pong-neon']);
    const removed = await api.call('removeFromWishlist', { productId: 'pong-neon' }, buyer.token);
    expect(removed.body.result).toEqual({ productId: 'pong-neon', wishlisted: false });
    expect((await api.call('removeFromWishlist', { productId: 'pong-neon' }, buyer.token)).status).toBe(200);
    expect(
      ((await api.call('getWishlist', null, buyer.token)).body.result as Product[]).map((product) => product.id),
    ).toEqual(['thiet-ke-logo']);
  });

  it('keeps each user’s wishlist private', async () => {
    const owner = await api.user();
    const other = await api.user();
    await api.call('addToWishlist', { productId: 'pong-neon' }, owner.token);
    expect((await api.call('getWishlist', null, other.token)).body.result).toEqual([]);
  });

  it('refuses unknown or unpublished products, anonymous callers and bad input', async () => {
    const buyer = await api.user();
    const creator = await api.user('creator');
    const draft = await api.addProduct(creator.uid, { status: 'draft' });
    for (const productId of ['khong-ton-tai', draft]) {
      const answer = await api.call('addToWishlist', { productId }, buyer.token);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe('Không tìm thấy sản phẩm.');
    }
    expect((await api.call('getWishlist', null)).status).toBe(401);
    expect((await api.call('addToWishlist', { productId: 'pong-neon' })).status).toBe(401);
    const missing = await api.call('addToWishlist', {}, buyer.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Thiếu mã sản phẩm.');
  });
});
