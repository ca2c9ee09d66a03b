import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import type { Category } from '@app/shared/contracts/catalog';
import { useLocation, useNavigate } from '@app/shared/router';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aProduct } from '@app/shared/testing/factories';
import { renderAt as render } from '@app/shared/testing/render';
import { CatalogPage } from './CatalogPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const CATEGORIES: Category[] = [
  {
    id: 'giai-tri',
    name: 'Giải trí',
    productCount: 3,
    subcategories: [{ id: 'tro-choi', name: 'Trò chơi', productCount: 3 }],
  },
  {
    id: 'hinh-anh',
    name: 'Hình ảnh & Thiết kế',
    productCount: 4,
    subcategories: [
      { id: 'tao-anh', name: 'Tạo ảnh', productCount: 2 },
      { id: 'chinh-sua-anh', name: 'Chỉnh sửa ảnh', productCount: 2 },
    ],
  },
];

/** Answers like the server: the titles say which input produced them. */
function serveProducts() {
  api.listProducts.mockImplementation(async (input: Record<string, unknown>) => ({
    items: [aProduct({ id: 'p1', title: `Kết quả ${JSON.stringify(input)}` })],
    total: 30,
    page: input.page,
    pageSize: 12,
  }));
}

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

const renderAt = (path: string) => render(path, <CatalogPage />, { extra: <Probe /> });

const search = () => screen.getByTestId('search').textContent;
const lastInput = () => api.listProducts.mock.calls.at(-1)?.[0];

beforeEach(() => {
  resetMockedApi();
  api.listCategories.mockResolvedValue(CATEGORIES);
  serveProducts();
});

describe('CatalogPage', () => {
  it('loads the products of the filters in the URL and shows them with their price in VND', async () => {
    renderAt('/?q=pong&sort=priceAsc&cat=giai-tri&sub=tro-choi&page=2');
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByRole('heading', { name: /Kết quả/ })).toBeInTheDocument();
    expect(lastInput()).toEqual({
      query: 'pong',
      sort: 'priceAsc',
      categoryId: 'giai-tri',
      subcategoryId: 'tro-choi',
      page: 2,
      pageSize: 12,
    });
    expect(screen.getByLabelText('Tìm kiếm')).toHaveValue('pong');
    expect(screen.getByLabelText('Sắp xếp')).toHaveValue('priceAsc');
    expect(await screen.findByRole('option', { name: 'Trò chơi (3)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Danh mục con')).toHaveValue('tro-choi');
    expect(screen.getByText(/79\.000/)).toHaveTextContent(/79\.000\s₫/);
    expect(screen.getByText('Trang 2 / 3')).toBeInTheDocument();
  });

  it('puts sort and category changes in the URL, resets the page and the subcategory, and back undoes them', async () => {
    renderAt('/?cat=giai-tri&sub=tro-choi&page=2');
    await screen.findByRole('option', { name: 'Hình ảnh & Thiết kế (4)' });

    fireEvent.change(screen.getByLabelText('Sắp xếp'), { target: { value: 'priceDesc' } });
    expect(search()).toBe('?sort=priceDesc&cat=giai-tri&sub=tro-choi');
    await screen.findByRole('heading', { name: /"sort":"priceDesc"/ });

    fireEvent.change(screen.getByLabelText('Danh mục'), { target: { value: 'hinh-anh' } });
    expect(search()).toBe('?sort=priceDesc&cat=hinh-anh');
    expect(await screen.findByRole('option', { name: 'Tạo ảnh (2)' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: /"categoryId":"hinh-anh"/ });
    expect(lastInput()).toEqual({ sort: 'priceDesc', categoryId: 'hinh-anh', page: 1, pageSize: 12 });

    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(search()).toBe('?sort=priceDesc&cat=giai-tri&sub=tro-choi');
    expect(screen.getByLabelText('Danh mục')).toHaveValue('giai-tri');
    await screen.findByRole('heading', { name: /"subcategoryId":"tro-choi"/ });
  });

  it('debounces the search box: one URL change after the pause, and the box follows the back button', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/');
      await act(async () => {});
      const box = screen.getByLabelText('Tìm kiếm');
      fireEvent.change(box, { target: { value: 'tie' } });
      act(() => jest.advanceTimersByTime(150));
      fireEvent.change(box, { target: { value: 'tiếng nhật' } });
      act(() => jest.advanceTimersByTime(299));
      expect(search()).toBe('');
      act(() => jest.advanceTimersByTime(1));
      expect(search()).toBe('?q=ti%E1%BA%BFng+nh%E1%BA%ADt');
      await act(async () => {});
      // A search is ordered by relevance unless a sort was chosen.
      expect(lastInput()).toMatchObject({ query: 'tiếng nhật', sort: 'relevance', page: 1 });
      expect(screen.getByLabelText('Sắp xếp')).toHaveValue('relevance');
      expect(api.listProducts.mock.calls.filter(([input]) => input.query === 'tie')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'back' }));
      expect(search()).toBe('');
      expect(box).toHaveValue('');
      await act(async () => jest.advanceTimersByTime(1000));
      expect(search()).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers the best match only with a query, and keeps a sort the visitor chose when searching', async () => {
    renderAt('/?sort=popular');
    const sort = await screen.findByLabelText('Sắp xếp');
    expect(within(sort).queryByRole('option', { name: 'Phù hợp nhất' })).not.toBeInTheDocument();
    await act(async () => {});
    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByLabelText('Tìm kiếm'), { target: { value: 'pong' } });
      act(() => jest.advanceTimersByTime(300)); // the search box's pause
    } finally {
      jest.useRealTimers();
    }
    expect(search()).toBe('?q=pong&sort=popular');
    expect(lastInput()).toMatchObject({ query: 'pong', sort: 'popular' });
    fireEvent.change(sort, { target: { value: 'relevance' } });
    expect(search()).toBe('?q=pong');
    await act(async () => {});
    expect(lastInput()).toMatchObject({ query: 'pong', sort: 'relevance' });
  });

  it('pages through the URL', async () => {
    renderAt('/?q=ai');
    fireEvent.click(await screen.findByRole('button', { name: 'Trang sau' }));
    expect(search()).toBe('?q=ai&page=2');
    await screen.findByText('Trang 2 / 3');
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeEnabled();
  });

  it('shows the empty state with a way to clear the filters', async () => {
    api.listProducts.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 12 });
    renderAt('/?q=khong-co&cat=giai-tri');
    expect(await screen.findByText('Không tìm thấy sản phẩm phù hợp')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(search()).toBe('');
    await act(async () => {});
    expect(lastInput()).toEqual({ sort: 'newest', page: 1, pageSize: 12 });
  });

  it('shows the error state with the server message and retries', async () => {
    api.listProducts.mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng.'));
    renderAt('/');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Dịch vụ tạm thời không khả dụng.')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: /Kết quả/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('folds the selects behind "Bộ lọc" (a phone shows the button only), which says how many filters are set', async () => {
    renderAt('/?cat=hinh-anh&sub=tao-anh');
    await screen.findByRole('option', { name: 'Tạo ảnh (2)' });
    const fold = screen.getByRole('button', { name: 'Bộ lọc (2)' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(fold.getAttribute('aria-controls') ?? '');
    expect(folded).toContainElement(screen.getByLabelText('Sắp xếp'));
    expect(folded).toContainElement(screen.getByLabelText('Danh mục con'));
    // The search box stays outside the fold, on the first screen.
    expect(folded).not.toContainElement(screen.getByLabelText('Tìm kiếm'));
    expect(folded).toHaveAttribute('data-open', 'false');
    fireEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(folded).toHaveAttribute('data-open', 'true');
  });
});
