import { act, render, screen } from '@testing-library/react';
import { setSignedOut } from '@app/shared/auth/store';
import { MemoryRouter, Route, Routes } from '@app/shared/router';
import { makeProduct } from '../../app/testProducts';
import { CreatorProfilePage } from './CreatorProfilePage';

jest.mock('@app/shared/api/client', () => {
  class ApiError extends Error {
    constructor(
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return { ApiError, api: { getPublicCreatorProfile: jest.fn(), getWishlist: jest.fn() } };
});

const { api, ApiError } = jest.requireMock('@app/shared/api/client') as {
  api: Record<string, jest.Mock>;
  ApiError: new (code: string, message: string) => Error;
};

const renderAt = (id: string) =>
  render(
    <MemoryRouter initialEntries={[`/creator-profile/${id}`]}>
      <Routes>
        <Route path="/creator-profile/:creatorId" element={<CreatorProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => act(() => setSignedOut()));

describe('CreatorProfilePage', () => {
  it('shows the creator and their published products', async () => {
    api.getPublicCreatorProfile.mockResolvedValue({
      creator: {
        uid: 'seed-creator-4',
        displayName: 'Võ Hoàng Nam',
        photoURL: null,
        bio: 'Lập trình viên trò chơi.',
        productCount: 2,
        joinedAt: '2026-01-02T00:00:00.000Z',
      },
      products: [makeProduct(), makeProduct({ id: 'xoa-phong-anh', title: 'Xóa phông và làm nét ảnh' })],
    });
    renderAt('seed-creator-4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Võ Hoàng Nam' })).toBeInTheDocument();
    expect(api.getPublicCreatorProfile).toHaveBeenCalledWith({ creatorId: 'seed-creator-4' });
    expect(screen.getByText('Lập trình viên trò chơi.')).toBeInTheDocument();
    expect(screen.getByText(/2 sản phẩm · Tham gia từ 2\/1\/2026/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pong Neon',
      'Xóa phông và làm nét ảnh',
    ]);
  });

  it('shows the not-found state for an unknown creator', async () => {
    api.getPublicCreatorProfile.mockRejectedValue(new ApiError('not-found', 'Không tìm thấy nhà sáng tạo.'));
    renderAt('khong-co');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy nhà sáng tạo này.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hồ sơ nhà sáng tạo');
  });
});
