import { aUser } from '@app/shared/testing/factories';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import App from './App';

describe('creator area routes', () => {
  // Protected pages (RequireAuth) are visited by a creator; the guard has its own tests in @app/shared.
  describeAreaRoutes({
    app: () => <App />,
    user: aUser({ roles: ['creator'] }),
    pages: [
      ['/creator/dashboard', 'Bảng điều khiển nhà sáng tạo'],
      ['/creator/products', 'Quản lý sản phẩm'],
      ['/creator/payouts', 'Thanh toán cho nhà sáng tạo'],
      ['/creator/fee-info', 'Thông tin phí nền tảng'],
      ['/become-a-creator', 'Trở thành nhà sáng tạo'],
      ['/pricing', 'Bảng giá cho nhà sáng tạo'],
      ['/vercel-callback', 'Kết nối nền tảng lưu trữ'],
    ],
    redirects: [['/creator', 'Bảng điều khiển nhà sáng tạo']],
    unknown: '/vercel-callback/khong-co-trang-nay/that-su',
  });
});
