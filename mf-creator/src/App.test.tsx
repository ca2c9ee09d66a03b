import { screen } from '@testing-library/react';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt as render } from '@app/shared/testing/render';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import App from './App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

// The pages load from the API; here their calls stay pending (this file tests the routing, not the data).
beforeEach(() => {
  for (const name of ['getMyCreatorApplication', 'listMyProducts', 'listCategories'] as const) {
    mockedApi()[name].mockReturnValue(new Promise(() => undefined));
  }
});

describe('creator area routes', () => {
  // Protected pages (RequireAuth) are visited by a creator; the guard has its own tests in @app/shared.
  describeAreaRoutes({
    app: () => <App />,
    user: aUser({ roles: ['creator'] }),
    pages: [
      ['/creator/dashboard', 'Bảng điều khiển nhà sáng tạo'],
      ['/creator/products', 'Quản lý sản phẩm'],
      ['/creator/products/new', 'Tạo sản phẩm'],
      ['/creator/products/p1/edit', 'Sửa sản phẩm'],
      ['/creator/payouts', 'Thanh toán cho nhà sáng tạo'],
      ['/creator/fee-info', 'Thông tin phí nền tảng'],
      ['/become-a-creator', 'Trở thành nhà sáng tạo'],
      ['/pricing', 'Bảng giá cho nhà sáng tạo'],
      ['/vercel-callback', 'Kết nối nền tảng lưu trữ'],
    ],
    redirects: [['/creator', 'Bảng điều khiển nhà sáng tạo']],
    unknown: '/vercel-callback/khong-co-trang-nay/that-su',
    gated: ['/creator/dashboard', '/become-a-creator'],
  });

  it('opens the application to a signed-in user who is not a creator', async () => {
    render('/become-a-creator', <App />, { user: aUser({ roles: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trở thành nhà sáng tạo' })).toBeInTheDocument();
  });
});
