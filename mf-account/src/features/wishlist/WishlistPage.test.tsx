import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Product } from '@app/shared/contracts/catalog';
import { MemoryRouter } from '@app/shared/router';
import { WishlistPage } from './WishlistPage';

jest.mock('@app/shared/api/client', () => {
  class ApiError extends Error {
    constructor(
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return { ApiError, api: { getWishlist: jest.fn(), removeFromWishlist: jest.fn() } };
});

const { api, ApiError } = jest.requireMock('@app/shared/api/client') as {
  api: Record<string, jest.Mock>;
  ApiError: new (code: string, message: string) => Error;
};

const product = (id: string, title: string, price: number): Product => ({
  id,
  title,
  description: 'Mô tả',
  price,
  categoryId: 'giai-tri',
  categoryName: 'Giải trí',
  subcategoryId: null,
  subcategoryName: null,
  demoType: 'info',
  appUrl: null,
  thumbnailUrl: null,
  creatorId: 'seed-creator-4',
  creatorName: 'Võ Hoàng Nam',
  status: 'published',
  salesCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/my/wishlist']}>
      <WishlistPage />
    </MemoryRouter>,
  );

describe('WishlistPage', () => {
  it('lists the saved products from the server with price and links, and removes one', async () => {
    api.getWishlist.mockResolvedValue([
      product('pong-neon', 'Pong Neon', 79_000),
      product('kich-ban-tiktok', 'Kịch bản video TikTok', 149_000),
    ]);
    api.removeFromWishlist.mockResolvedValue({ productId: 'pong-neon', wishlisted: false });
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
    expect(screen.queryByRole('link', { name: 'Pong Neon' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 sản phẩm');
  });

  it('keeps the item and shows the message when removal fails', async () => {
    api.getWishlist.mockResolvedValue([product('pong-neon', 'Pong Neon', 79_000)]);
    api.removeFromWishlist.mockRejectedValue(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    await act(async () => fireEvent.click(remove));
    expect(screen.getByRole('alert')).toHaveTextContent('Dịch vụ tạm thời không khả dụng.');
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
