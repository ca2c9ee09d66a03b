import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { AffiliateProduct } from '@app/shared/contracts/affiliates';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { AffiliateMarketplacePage } from './AffiliateMarketplacePage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const PATH = '/my/affiliate/marketplace';

function anItem(overrides: Partial<AffiliateProduct> = {}): AffiliateProduct {
  return {
    kind: 'product',
    id: 'pong-neon',
    title: 'Pong Neon',
    price: 199_000,
    commissionRate: 20,
    commissionPerSale: 39_800,
    creatorName: 'Võ Hoàng Nam',
    categoryName: 'Giải trí',
    salesCount: 1_234,
    cover: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    path: '/product/pong-neon',
    ...overrides,
  };
}

const course = anItem({
  kind: 'course',
  id: 'hoc-vien-creator',
  title: 'Học viện nhà sáng tạo',
  price: 5_000_000,
  commissionRate: 10,
  commissionPerSale: 500_000,
  creatorName: null,
  categoryName: null,
  path: '/salepage',
});

const aPage = (items: AffiliateProduct[], overrides: { total?: number; page?: number } = {}) => ({
  code: 'LAN2026',
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  ...overrides,
});

const renderPage = (path = PATH) => renderAt(path, <AffiliateMarketplacePage />, { user: aUser(), extra: <Where /> });

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  api = mockedApi();
  api.listAffiliateProducts.mockResolvedValue(aPage([course, anItem()]));
});

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('article')!;

describe('AffiliateMarketplacePage', () => {
  it("shows a product's cover as the catalogue's cards do (AVIF, WebP, JPEG at the card's width), lazily", async () => {
    const base = 'https://api.example.vn/media/bia/0123456789abcdef';
    api.listAffiliateProducts.mockResolvedValue(
      aPage([course, anItem({ cover: { base, width: 1280, height: 720, widths: [320, 640, 1280] } })]),
    );
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Pong Neon' });
    const picture = card('Pong Neon').querySelector('picture')!;
    expect([...picture.querySelectorAll('source')].map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('src', `${base}-640.jpg`);
    expect(img).toHaveAttribute('srcset', `${base}-320.jpg 320w, ${base}-640.jpg 640w`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    // The course has no cover: its place says what it is.
    expect(card('Học viện nhà sáng tạo').querySelector('img')).toBeNull();
    expect(container.querySelectorAll('picture')).toHaveLength(1);
  });

  it('lists the products with creator, category, price, rate and commission per sale in VND', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sản phẩm tiếp thị liên kết');
    expect(screen.getByText('Chọn sản phẩm để quảng bá bằng liên kết giới thiệu.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Pong Neon' });
    expect(api.listAffiliateProducts).toHaveBeenCalledWith({ sort: 'commission', page: 1 });
    expect(screen.getByText('2 sản phẩm')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Mã giới thiệu của bạn: LAN2026/)).toBeInTheDocument();

    const product = within(card('Pong Neon'));
    expect(product.getByText('Giải trí')).toBeInTheDocument();
    expect(product.getByText('Nhà sáng tạo: Võ Hoàng Nam')).toBeInTheDocument();
    expect(product.getByText(/^199\.000\s₫$/)).toBeInTheDocument();
    expect(product.getByText('20%')).toBeInTheDocument();
    expect(product.getByTestId('commission-per-sale')).toHaveTextContent(/^39\.800\s₫$/);
    expect(product.getByText('Đã bán 1.234')).toBeInTheDocument();
    expect(product.getByRole('link', { name: 'Pong Neon' })).toHaveAttribute('href', '/product/pong-neon');

    const academy = within(card('Học viện nhà sáng tạo'));
    expect(academy.getAllByText('Khóa học').length).toBeGreaterThan(0);
    expect(academy.getByTestId('commission-per-sale')).toHaveTextContent(/^500\.000\s₫$/);
    expect(academy.getByRole('link', { name: 'Học viện nhà sáng tạo' })).toHaveAttribute('href', '/salepage');
  });

  it('copies the absolute referral link of a product and of the academy, with a visible confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sao chép liên kết cho Pong Neon' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/product/pong-neon?ref=LAN2026`);
    expect(within(card('Pong Neon')).getByRole('status')).toHaveTextContent('Đã sao chép liên kết');
    expect(within(card('Học viện nhà sáng tạo')).getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Sao chép liên kết cho Học viện nhà sáng tạo' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/salepage?ref=LAN2026`);
    expect(within(card('Học viện nhà sáng tạo')).getByRole('status')).toHaveTextContent('Đã sao chép liên kết');
  });

  it('when the clipboard is refused, shows the link selected to copy by hand', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sao chép liên kết cho Pong Neon' }));
    const pong = within(card('Pong Neon'));
    expect(pong.getByRole('status')).toHaveTextContent('Không sao chép được');
    const field = pong.getByRole('textbox', { name: 'Liên kết giới thiệu cho Pong Neon' });
    expect(field).toHaveValue(`${window.location.origin}/product/pong-neon?ref=LAN2026`);
    expect(field).toHaveAttribute('readonly');
  });

  it('searches after a pause, with the query in the URL, from page 1', async () => {
    const user = userEvent.setup();
    renderPage(`${PATH}?page=2`);
    await screen.findByRole('heading', { level: 2, name: 'Pong Neon' });
    expect(api.listAffiliateProducts).toHaveBeenLastCalledWith({ sort: 'commission', page: 2 });
    api.listAffiliateProducts.mockResolvedValue(aPage([anItem()]));

    await user.type(screen.getByRole('searchbox', { name: 'Tìm sản phẩm' }), 'pong');
    await waitFor(() =>
      expect(api.listAffiliateProducts).toHaveBeenLastCalledWith({ query: 'pong', sort: 'commission', page: 1 }),
    );
    // One call for the whole word, not one per key.
    expect(api.listAffiliateProducts.mock.calls.filter(([input]) => input.query !== undefined)).toHaveLength(1);
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?q=pong`);
    expect(await screen.findByText('1 sản phẩm')).toBeInTheDocument();
  });

  it('sorts by best selling or newest, kept in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    const sort = await screen.findByRole('combobox', { name: 'Sắp xếp theo' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hoa hồng mỗi đơn cao nhất', 'Bán chạy nhất', 'Mới nhất']);
    await user.selectOptions(sort, 'Bán chạy nhất');
    await waitFor(() => expect(api.listAffiliateProducts).toHaveBeenLastCalledWith({ sort: 'bestselling', page: 1 }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?sort=bestselling`);
    await user.selectOptions(sort, 'Mới nhất');
    await waitFor(() => expect(api.listAffiliateProducts).toHaveBeenLastCalledWith({ sort: 'newest', page: 1 }));
  });

  it('a shared link opens with its search, sort and page', async () => {
    renderPage(`${PATH}?q=tr%E1%BB%A3+l%C3%BD&sort=newest&page=2`);
    await screen.findByRole('heading', { level: 2, name: 'Pong Neon' });
    expect(api.listAffiliateProducts).toHaveBeenCalledWith({ query: 'trợ lý', sort: 'newest', page: 2 });
    expect(screen.getByRole('searchbox', { name: 'Tìm sản phẩm' })).toHaveValue('trợ lý');
    expect(screen.getByRole('combobox', { name: 'Sắp xếp theo' })).toHaveValue('newest');
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    api.listAffiliateProducts.mockResolvedValue(aPage([anItem()], { total: 30 }));
    renderPage();
    const paging = await screen.findByRole('navigation', { name: 'Phân trang sản phẩm' });
    expect(within(paging).getByText('Trang 1 / 3')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await user.click(within(paging).getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(api.listAffiliateProducts).toHaveBeenLastCalledWith({ sort: 'commission', page: 2 }));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?page=2`);
  });

  it('no result for a search: says so and clears the search', async () => {
    const user = userEvent.setup();
    api.listAffiliateProducts.mockImplementation(async (input: { query?: string }) =>
      input.query ? aPage([]) : aPage([anItem()]),
    );
    renderPage(`${PATH}?q=khongco`);
    expect(await screen.findByText('Không có sản phẩm phù hợp')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sao chép liên kết/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa tìm kiếm' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pong Neon' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${PATH}$`));
    expect(screen.getByRole('searchbox', { name: 'Tìm sản phẩm' })).toHaveValue('');
  });

  it('nothing pays a commission yet: an empty state without a clear button', async () => {
    api.listAffiliateProducts.mockResolvedValue(aPage([]));
    renderPage();
    expect(await screen.findByText('Hiện chưa có sản phẩm nào trả hoa hồng. Hãy quay lại sau.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xóa tìm kiếm' })).not.toBeInTheDocument();
  });

  it('a failure shows the server message with a retry that loads the list', async () => {
    const user = userEvent.setup();
    api.listAffiliateProducts.mockRejectedValueOnce(
      new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được danh sách sản phẩm');
    expect(alert).toHaveTextContent('Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.');
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pong Neon' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is keyboard usable: search, sort and copy buttons are reached with Tab', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Pong Neon' });
    const search = screen.getByRole('searchbox', { name: 'Tìm sản phẩm' });
    search.focus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Sắp xếp theo' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sao chép liên kết cho Học viện nhà sáng tạo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/salepage?ref=LAN2026`);
  });
});
