import { screen } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aProduct } from '@app/shared/testing/factories';
import { renderAt as render } from '@app/shared/testing/render';
import { CreatorProfilePage } from './CreatorProfilePage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const renderAt = (id: string) =>
  render(`/creator-profile/${id}`, <CreatorProfilePage />, { route: '/creator-profile/:creatorId' });

beforeEach(resetMockedApi);

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
      products: [aProduct(), aProduct({ id: 'xoa-phong-anh', title: 'Xóa phông và làm nét ảnh' })],
    });
    renderAt('seed-creator-4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Võ Hoàng Nam' })).toBeInTheDocument();
    expect(api.getPublicCreatorProfile).toHaveBeenCalledWith({ creatorId: 'seed-creator-4' });
    expect(screen.getByText('Lập trình viên trò chơi.')).toBeInTheDocument();
    expect(screen.getByText(/2 sản phẩm · Tham gia từ 02\/01\/2026/)).toBeInTheDocument();
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
