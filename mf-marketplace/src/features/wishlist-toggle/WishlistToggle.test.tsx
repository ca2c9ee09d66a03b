import { act, fireEvent, render, screen } from '@testing-library/react';
import { setSignedIn, setSignedOut, useAuthStore } from '@app/shared/auth/store';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { makeProduct } from '../../app/testProducts';
import { WishlistToggle } from './WishlistToggle';
import { resetWishlistStore } from './wishlistStore';

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
    api: { getWishlist: jest.fn(), addToWishlist: jest.fn(), removeFromWishlist: jest.fn() },
  };
});

const { api, ApiError } = jest.requireMock('@app/shared/api/client') as {
  api: Record<string, jest.Mock>;
  ApiError: new (code: string, message: string) => Error;
};

const user = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  displayName: uid,
  photoURL: null,
  roles: [],
  library: [],
  claims: {},
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderToggles = () =>
  render(
    <MemoryRouter initialEntries={['/?q=pong']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <WishlistToggle productId="pong-neon" title="Pong Neon" />
              <WishlistToggle productId="kich-ban-tiktok" title="Kịch bản video TikTok" />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  resetWishlistStore();
  api.getWishlist.mockResolvedValue([makeProduct({ id: 'pong-neon' })]);
  api.addToWishlist.mockImplementation(async ({ productId }) => ({ productId, wishlisted: true }));
  api.removeFromWishlist.mockImplementation(async ({ productId }) => ({ productId, wishlisted: false }));
});

describe('WishlistToggle', () => {
  it('signed out: not pressed, and a click goes to /auth with a redirect back here', () => {
    act(() => setSignedOut());
    renderToggles();
    const button = screen.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirect=%2F%3Fq%3Dpong');
    expect(api.getWishlist).not.toHaveBeenCalled();
  });

  it('while the sign-in check runs, the button waits', () => {
    act(() => useAuthStore.setState({ status: 'checking', user: null }));
    renderToggles();
    expect(screen.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' })).toBeDisabled();
  });

  it('signed in: shows the server state, and toggles add and remove on the server', async () => {
    act(() => setSignedIn(user('u1')));
    renderToggles();
    const pong = await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    expect(pong).toHaveAttribute('aria-pressed', 'true');
    const tiktok = screen.getByRole('button', { name: 'Thêm Kịch bản video TikTok vào yêu thích' });
    expect(tiktok).toHaveAttribute('aria-pressed', 'false');
    expect(api.getWishlist).toHaveBeenCalledTimes(1); // once for every toggle on the page

    await act(async () => fireEvent.click(tiktok));
    expect(api.addToWishlist).toHaveBeenCalledWith({ productId: 'kich-ban-tiktok' });
    expect(tiktok).toHaveAttribute('aria-pressed', 'true');
    expect(tiktok).toHaveAccessibleName('Bỏ Kịch bản video TikTok khỏi yêu thích');

    await act(async () => fireEvent.click(pong));
    expect(api.removeFromWishlist).toHaveBeenCalledWith({ productId: 'pong-neon' });
    expect(pong).toHaveAttribute('aria-pressed', 'false');
  });

  it('a failed toggle is rolled back and its message shown', async () => {
    act(() => setSignedIn(user('u2')));
    let fail: (error: Error) => void = () => undefined;
    api.addToWishlist.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderToggles();
    const tiktok = await screen.findByRole('button', { name: 'Thêm Kịch bản video TikTok vào yêu thích' });
    await act(async () => {});
    fireEvent.click(tiktok);
    // Optimistic, and busy until the server answers.
    expect(tiktok).toHaveAttribute('aria-pressed', 'true');
    expect(tiktok).toBeDisabled();
    await act(async () => fail(new ApiError('not-found', 'Không tìm thấy sản phẩm.')));
    expect(tiktok).toHaveAttribute('aria-pressed', 'false');
    expect(tiktok).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Không tìm thấy sản phẩm.');
  });

  it('signing out forgets the previous user wishlist', async () => {
    act(() => setSignedIn(user('u3')));
    renderToggles();
    await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    act(() => setSignedOut());
    expect(screen.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
