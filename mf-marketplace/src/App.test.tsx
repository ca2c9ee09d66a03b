import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import App from './App';

// The pages load from the API; here every call stays pending (this file tests the routing, not the data).
jest.mock('@app/shared/api/client', () => ({
  ApiError: class ApiError extends Error {},
  api: new Proxy({}, { get: () => () => new Promise(() => undefined) }),
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('marketplace area routes', () => {
  it.each([
    ['/', 'Chợ ứng dụng AI và sản phẩm số'],
    ['/product/p-1', 'Chi tiết sản phẩm'],
    ['/creator-profile/c-1', 'Hồ sơ nhà sáng tạo'],
    ['/checkout/TX1', 'Thanh toán chuyển khoản'],
    ['/payment-status', 'Trạng thái thanh toán'],
  ])('%s shows its page frame', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toContain(title);
  });

  it('/checkout without an id is the checkout page with its SPEC message, not a 404', async () => {
    renderAt('/checkout');
    expect(await screen.findByText('Không tìm thấy mã giao dịch.')).toBeInTheDocument();
  });

  it('shows 404 for an unknown path inside the area', () => {
    renderAt('/payment-status/khong-co-trang-nay/that-su');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Not Found');
  });
});
