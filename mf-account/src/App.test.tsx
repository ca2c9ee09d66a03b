import { mockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import App from './App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

// The pages load from the API; here every call stays pending (this file tests the routing, not the data).
beforeEach(() => {
  for (const name of [
    'getWishlist',
    'listMyTransactions',
    'getPaymentMethods',
    'listMyCourses',
    'getTransaction',
    'listAffiliateProducts',
    'getNotificationPreferences',
    'listNotifications',
    'getUnreadNotificationCount',
  ] as const) {
    mockedApi()[name].mockReturnValue(new Promise(() => undefined));
  }
});

describe('account area routes', () => {
  // Protected area (RequireAuth): visited signed in; the guard has its own tests in @app/shared.
  describeAreaRoutes({
    app: () => <App />,
    user: aUser({ uid: 'u1', displayName: 'Lan' }),
    pages: [
      ['/my/library', 'Thư viện của tôi'],
      ['/my/wishlist', 'Danh sách yêu thích'],
      ['/my/profile', 'Hồ sơ cá nhân'],
      ['/my/my-courses', 'Khóa học của tôi'],
      ['/my/settings/payment', 'Cài đặt thanh toán'],
      ['/my/affiliate/dashboard', 'Tiếp thị liên kết'],
      ['/my/affiliate/marketplace', 'Sản phẩm tiếp thị liên kết'],
      ['/my/payment-instructions', 'Hướng dẫn thanh toán'],
      ['/my/payment-instructions/KHOAHOC123', 'Hướng dẫn thanh toán'],
      ['/my/notifications', 'Thông báo'],
    ],
    redirects: [['/my', 'Thư viện của tôi']],
    unknown: '/my/khong-co-trang-nay/that-su',
  });
});
