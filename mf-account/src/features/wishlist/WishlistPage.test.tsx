import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import type { Product } from '@app/shared/contracts/catalog';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { WishlistPage } from './WishlistPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const product = (id: string, title: string, price: number): Product =>
  aProduct({ id, title, price, subcategoryId: null, subcategoryName: null, demoType: 'info', appUrl: null });

/** The server's wishlist: removal changes what the next getWishlist answers. */
function serve(items: Product[]) {
  let saved = [...items];
  api.getWishlist.mockImplementation(async () => saved);
  api.removeFromWishlist.mockImplementation(async ({ productId }: { productId: string }) => {
    saved = saved.filter((item) => item.id !== productId);
    return { productId, wishlisted: false };
  });
}

const renderPage = () => renderAt('/my/wishlist', <WishlistPage />, { user: aUser() });

beforeEach(resetMockedApi);

describe('WishlistPage', () => {
  it('lists the saved products from the server with price and links, and removes one', async () => {
    serve([product('pong-neon', 'Pong Neon', 79_000), product('kich-ban-tiktok', 'Kịch bản video TikTok', 149_000)]);
    renderPage();
    const list = await screen.findByTestId('wishlist');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Pong Neon', 'Kịch bản video TikTok']);
    expect(screen.getByRole('link', { name: 'Pong Neon' })).toHaveAttribute('href', '/product/pong-neon');
    expect(screen.getByText(/149\.000/)).toHaveTextContent(/^149\.000\s₫$/);
    expect(screen.getByRole('status')).toHaveTextContent('2 sản phẩm');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' })));
    expect(api.removeFromWishlist).toHaveBeenCalledWith({ productId: 'pong-neon' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pong Neon' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('1 sản phẩm');
    // The list was asked again: what every screen shows is the server's list.
    await waitFor(() => expect(api.getWishlist).toHaveBeenCalledTimes(2));
  });

  it('shows each product’s cover and the way to buy it: the review step, or the library once owned', async () => {
    const cover = { base: '/media/abc/cover', width: 1600, height: 900, widths: [320, 640] };
    serve([
      { ...product('pong-neon', 'Pong Neon', 79_000), media: { cover, gallery: [], video: null } },
      product('kich-ban-tiktok', 'Kịch bản video TikTok', 149_000),
    ]);
    renderAt('/my/wishlist', <WishlistPage />, {
      user: aUser({
        library: [
          { productId: 'kich-ban-tiktok', title: 'Kịch bản video TikTok', kind: 'product', grantedAt: '2026-11-01' },
        ],
      }),
    });
    const list = await screen.findByTestId('wishlist');
    const [pong, tiktok] = within(list).getAllByRole('listitem');
    const picture = pong.querySelector('img');
    expect(picture).toHaveAttribute('src', expect.stringContaining('/media/abc/cover'));
    expect(picture).toHaveAttribute('alt', '');
    expect(tiktok.querySelector('img')).toBeNull();
    expect(within(pong).getByRole('link', { name: 'Mua ngay Pong Neon' })).toHaveAttribute(
      'href',
      '/checkout/review/pong-neon',
    );
    expect(within(tiktok).queryByRole('link', { name: /^Mua ngay/ })).not.toBeInTheDocument();
    expect(within(tiktok).getByRole('link', { name: 'Đã sở hữu · Xem thư viện' })).toHaveAttribute(
      'href',
      '/my/library',
    );
  });

  it('keeps the item and shows the message when removal fails', async () => {
    api.getWishlist.mockResolvedValue([product('pong-neon', 'Pong Neon', 79_000)]);
    api.removeFromWishlist.mockRejectedValue(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    await act(async () => fireEvent.click(remove));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời không khả dụng.');
    expect(screen.getByRole('link', { name: 'Pong Neon' })).toBeInTheDocument();
  });

  it('shows the empty state with a link to the marketplace', async () => {
    api.getWishlist.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Danh sách yêu thích của bạn đang trống.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá chợ ứng dụng' })).toHaveAttribute('href', '/');
  });

  it('shows a load failure and retries', async () => {
    api.getWishlist.mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    api.getWishlist.mockResolvedValueOnce([product('pong-neon', 'Pong Neon', 79_000)]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời không khả dụng.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: 'Pong Neon' })).toBeInTheDocument();
  });
});
