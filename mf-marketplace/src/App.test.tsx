import { screen } from '@testing-library/react';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt as render } from '@app/shared/testing/render';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import App from './App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
// The pages load from the API; here every call stays pending (this file tests the routing, not the data).
beforeEach(() => {
  for (const name of ['listProducts', 'listCategories', 'getProduct', 'getPublicCreatorProfile'] as const) {
    mockedApi()[name].mockReturnValue(new Promise(() => undefined));
  }
});

const renderAt = (path: string) => render(path, <App />, { user: aUser() });

describe('marketplace area routes', () => {
  describeAreaRoutes({
    app: () => <App />,
    pages: [
      ['/', 'Chợ ứng dụng AI và sản phẩm số'],
      ['/product/p-1', 'Chi tiết sản phẩm'],
      ['/creator-profile/c-1', 'Hồ sơ nhà sáng tạo'],
      ['/checkout/TX1', 'Thanh toán chuyển khoản'],
      ['/payment-status', 'Trạng thái thanh toán'],
    ],
    unknown: '/payment-status/khong-co-trang-nay/that-su',
    // Every page about one's own orders is behind the one sign-in gate.
    user: aUser(),
    gated: ['/checkout/review/p-1', '/checkout/TX1', '/checkout', '/payment-status?orderId=TX1'],
  });

  it('the review step is for a signed-in buyer: a visitor signs in first and comes back to it', async () => {
    render('/checkout/review/p-1', <App />, { user: aUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Xác nhận đơn hàng' })).toBeInTheDocument();
  });

  it('/checkout without an id is the checkout page with its catalogue message, not a 404', async () => {
    renderAt('/checkout');
    expect(await screen.findByText('Không tìm thấy mã giao dịch.')).toBeInTheDocument();
  });
});
