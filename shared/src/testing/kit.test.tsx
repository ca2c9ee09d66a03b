import { screen } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import { useAuthStore } from '@app/shared/auth/store';
import { useApiQuery } from '@app/shared/data/query';
import { useParams } from '@app/shared/router';
import { mockApi, mockedApi, resetMockedApi } from './apiMock';
import { aProduct, aUser } from './factories';
import { renderAt, Where } from './render';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();
beforeEach(resetMockedApi);

function ProductTitle() {
  const { productId = '' } = useParams();
  const { data, error } = useApiQuery('getProduct', { productId });
  const who = useAuthStore((s) => s.user?.displayName ?? 'khách');
  if (error) return <p role="alert">{error instanceof ApiError ? `${error.code}: ${error.message}` : 'lạ'}</p>;
  return <h1>{data ? `${data.title} — ${who}` : '…'}</h1>;
}

describe('the test kit', () => {
  it('renders at a path with a route pattern, a user, and a mocked callable', async () => {
    api.getProduct.mockResolvedValue(aProduct({ title: 'Cờ vua AI' }));
    renderAt('/product/co-vua', <ProductTitle />, { route: '/product/:productId', user: aUser() });
    expect(await screen.findByRole('heading', { name: 'Cờ vua AI — Nguyễn Thị Lan' })).toBeInTheDocument();
    expect(api.getProduct).toHaveBeenCalledWith({ productId: 'co-vua' });
  });

  it('keeps the real ApiError, and shows a failure at once (no retries in tests)', async () => {
    api.getProduct.mockRejectedValue(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    renderAt('/product/x', <ProductTitle />, { route: '/product/:productId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable: Dịch vụ tạm thời không khả dụng.');
    expect(api.getProduct).toHaveBeenCalledTimes(1);
  });

  it('mockApi answers by callable name, typed by the contracts, and the calls can be read', async () => {
    const calls = mockApi({ getProduct: async ({ productId }) => aProduct({ title: `Sản phẩm ${productId}` }) });
    renderAt('/product/p9', <ProductTitle />, { route: '/product/:productId', user: aUser({ displayName: 'Minh' }) });
    expect(await screen.findByRole('heading', { name: 'Sản phẩm p9 — Minh' })).toBeInTheDocument();
    expect(calls.getProduct).toHaveBeenCalledTimes(1);
    // @ts-expect-error an answer that is not the contract's output does not compile
    mockApi({ getProduct: async () => ({ title: 'thiếu trường' }) });
  });

  it('Where shows the path and query the router is at', () => {
    renderAt('/my/library?tab=2', <p>trang</p>, { extra: <Where /> });
    expect(screen.getByTestId('where')).toHaveTextContent('/my/library?tab=2');
  });

  it('a callable the test did not answer fails loudly', async () => {
    renderAt('/product/x', <ProductTitle />, { route: '/product/:productId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('internal');
  });
});
