import { act, fireEvent, render, screen } from '@testing-library/react';
import { setSignedIn, setSignedOut } from '@app/shared/auth/store';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { makeProduct } from '../../app/testProducts';
import { resetWishlistStore } from '../wishlist-toggle/wishlistStore';
import { ProductPage } from './ProductPage';

jest.mock('@app/shared/api/client', () => {
  class ApiError extends Error {
    constructor(
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return {
    ApiError,
    api: {
      getProduct: jest.fn(),
      createProductOrder: jest.fn(),
      getWishlist: jest.fn(),
      addToWishlist: jest.fn(),
      removeFromWishlist: jest.fn(),
    },
  };
});

const { api, ApiError } = jest.requireMock('@app/shared/api/client') as {
  api: Record<string, jest.Mock>;
  ApiError: new (code: string, message: string) => Error;
};

const buyer = (library: { productId: string }[] = []) => ({
  uid: 'b1',
  email: 'b1@example.com',
  displayName: 'Người mua',
  photoURL: null,
  roles: [],
  library: library.map((item) => ({ ...item, title: 't', kind: 'product' as const, grantedAt: '2026-01-01' })),
  claims: {},
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderProduct = (id = 'pong-neon') =>
  render(
    <MemoryRouter initialEntries={[`/product/${id}`]}>
      <Routes>
        <Route path="/product/:productId" element={<ProductPage />} />
        <Route path="*" element={<p>khác</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetWishlistStore();
  api.getProduct.mockResolvedValue(makeProduct());
  api.getWishlist.mockResolvedValue([]);
});

describe('ProductPage', () => {
  it('shows the details, the price in VND, the creator link and a demo', async () => {
    act(() => setSignedOut());
    renderProduct();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chi tiết sản phẩm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pong Neon' })).toBeInTheDocument();
    expect(api.getProduct).toHaveBeenCalledWith({ productId: 'pong-neon' });
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^79\.000\s₫$/);
    expect(screen.getByRole('link', { name: 'Võ Hoàng Nam' })).toHaveAttribute(
      'href',
      '/creator-profile/seed-creator-4',
    );
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Dùng thử' }));
    expect(await screen.findByRole('dialog', { name: 'Dùng thử: Pong Neon' })).toBeInTheDocument();
  });

  it('signed out, buy goes to /auth with a redirect back', async () => {
    act(() => setSignedOut());
    renderProduct();
    fireEvent.click(await screen.findByRole('button', { name: 'Mua ngay' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirect=%2Fproduct%2Fpong-neon');
    expect(api.createProductOrder).not.toHaveBeenCalled();
  });

  it('signed in, buy creates the order and goes to its checkout page', async () => {
    act(() => setSignedIn(buyer()));
    api.createProductOrder.mockResolvedValue({ orderId: 'ABCDEFGH23', transactionId: 'ABCDEFGH23' });
    renderProduct();
    fireEvent.click(await screen.findByRole('button', { name: 'Mua ngay' }));
    expect(screen.getByRole('button', { name: 'Đang tạo đơn hàng…' })).toBeDisabled();
    await act(async () => {});
    expect(api.createProductOrder).toHaveBeenCalledWith({ productId: 'pong-neon' });
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout/ABCDEFGH23');
  });

  it('shows the server message when the order fails', async () => {
    act(() => setSignedIn(buyer()));
    api.createProductOrder.mockRejectedValue(new ApiError('aborted', 'Bạn đã sở hữu sản phẩm này.'));
    renderProduct();
    fireEvent.click(await screen.findByRole('button', { name: 'Mua ngay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã sở hữu sản phẩm này.');
    expect(screen.getByRole('button', { name: 'Mua ngay' })).toBeEnabled();
  });

  it('owned: open links to the app instead of buy', async () => {
    act(() => setSignedIn(buyer([{ productId: 'pong-neon' }])));
    renderProduct();
    const open = await screen.findByRole('link', { name: 'Mở ứng dụng' });
    expect(open).toHaveAttribute('href', 'https://apps.example.com/pong-neon');
    expect(screen.queryByRole('button', { name: 'Mua ngay' })).not.toBeInTheDocument();
  });

  it('unknown product: not-found state', async () => {
    act(() => setSignedOut());
    api.getProduct.mockRejectedValue(new ApiError('not-found', 'Không tìm thấy sản phẩm.'));
    renderProduct('khong-co');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy sản phẩm.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chi tiết sản phẩm');
  });
});
