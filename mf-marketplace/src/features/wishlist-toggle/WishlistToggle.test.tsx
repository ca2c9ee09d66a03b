import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import { setSignedOut } from '@app/shared/auth/store';
import { invalidate } from '@app/shared/data/query';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions, Where } from '@app/shared/testing/render';
import { WishlistToggle } from './WishlistToggle';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const pong = aProduct({ id: 'pong-neon', title: 'Pong Neon' });
const tiktok = aProduct({ id: 'kich-ban-tiktok', title: 'Kịch bản video TikTok' });

const renderToggles = (user: RenderAtOptions['user']) =>
  renderAt(
    '/?q=pong',
    <>
      <WishlistToggle product={pong} />
      <WishlistToggle product={tiktok} />
    </>,
    { user, extra: <Where /> },
  );

beforeEach(() => {
  resetMockedApi();
  api.getWishlist.mockResolvedValue([pong]);
  api.addToWishlist.mockImplementation(async ({ productId }) => ({ productId, wishlisted: true }));
  api.removeFromWishlist.mockImplementation(async ({ productId }) => ({ productId, wishlisted: false }));
});

describe('WishlistToggle', () => {
  it('signed out: not pressed, and a click goes to /auth with a redirect back here', () => {
    renderToggles(null);
    const button = screen.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirect=%2F%3Fq%3Dpong');
    expect(api.getWishlist).not.toHaveBeenCalled();
  });

  it('while the sign-in check runs, the button waits', () => {
    renderToggles('checking');
    expect(screen.getByRole('button', { name: 'Thêm Pong Neon vào yêu thích' })).toBeDisabled();
  });

  it('signed in: shows the server state, and toggles add and remove on the server', async () => {
    renderToggles(aUser({ uid: 'u1' }));
    const pongButton = await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    expect(pongButton).toHaveAttribute('aria-pressed', 'true');
    const tiktokButton = screen.getByRole('button', { name: 'Thêm Kịch bản video TikTok vào yêu thích' });
    expect(tiktokButton).toHaveAttribute('aria-pressed', 'false');
    expect(api.getWishlist).toHaveBeenCalledTimes(1); // once for every toggle on the page

    api.getWishlist.mockResolvedValue([pong, tiktok]);
    await act(async () => fireEvent.click(tiktokButton));
    expect(api.addToWishlist).toHaveBeenCalledWith({ productId: 'kich-ban-tiktok' });
    expect(tiktokButton).toHaveAttribute('aria-pressed', 'true');
    expect(tiktokButton).toHaveAccessibleName('Bỏ Kịch bản video TikTok khỏi yêu thích');

    api.getWishlist.mockResolvedValue([tiktok]);
    await act(async () => fireEvent.click(pongButton));
    expect(api.removeFromWishlist).toHaveBeenCalledWith({ productId: 'pong-neon' });
    expect(pongButton).toHaveAttribute('aria-pressed', 'false');
    // The list was asked again after each change: the server's word stands.
    expect(api.getWishlist).toHaveBeenCalledTimes(3);
  });

  it('a failed toggle is rolled back and its message shown', async () => {
    let fail: (error: Error) => void = () => undefined;
    api.addToWishlist.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderToggles(aUser({ uid: 'u2' }));
    const tiktokButton = await screen.findByRole('button', { name: 'Thêm Kịch bản video TikTok vào yêu thích' });
    await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    await act(async () => fireEvent.click(tiktokButton));
    // Optimistic, and busy until the server answers.
    expect(tiktokButton).toHaveAttribute('aria-pressed', 'true');
    expect(tiktokButton).toBeDisabled();
    await act(async () => fail(new ApiError('not-found', 'Không tìm thấy sản phẩm.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy sản phẩm.');
    expect(tiktokButton).toHaveAttribute('aria-pressed', 'false');
    expect(tiktokButton).toBeEnabled();
  });

  it('shows a removal made elsewhere (the account wishlist page) through the one cached list', async () => {
    const { client } = renderToggles(aUser({ uid: 'u4' }));
    const pongButton = await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    // What /my/wishlist does after removing Pong Neon: the server's list changes and getWishlist is refreshed.
    api.getWishlist.mockResolvedValue([]);
    await act(async () => invalidate(client, 'getWishlist'));
    await waitFor(() => expect(pongButton).toHaveAttribute('aria-pressed', 'false'));
    expect(pongButton).toHaveAccessibleName('Thêm Pong Neon vào yêu thích');
  });

  it('signing out forgets the previous user wishlist', async () => {
    renderToggles(aUser({ uid: 'u3' }));
    await screen.findByRole('button', { name: 'Bỏ Pong Neon khỏi yêu thích' });
    act(() => setSignedOut());
    expect(await screen.findByRole('button', { name: 'Thêm Pong Neon vào yêu thích' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
