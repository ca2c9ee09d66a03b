import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import { useReferralStore } from '@app/shared/referral/store';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aPage, aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions, Where } from '@app/shared/testing/render';
import { ProductPage } from './ProductPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

const buyer = (library: { productId: string }[] = []) =>
  aUser({
    uid: 'b1',
    library: library.map((item) => ({ ...item, title: 't', kind: 'product' as const, grantedAt: '2026-01-01' })),
  });

const renderProduct = (user: RenderAtOptions['user'], id = 'pong-neon') =>
  renderAt(`/product/${id}`, <ProductPage />, { user, route: '/product/:productId', extra: <Where /> });

beforeEach(() => {
  resetMockedApi();
  localStorage.clear();
  useReferralStore.setState({ code: null, seenAt: null, visitorId: null });
  api.getProduct.mockResolvedValue(aProduct());
  api.getWishlist.mockResolvedValue([]);
  api.getFeeSettings.mockResolvedValue(FEES);
  api.getPublicCreatorProfile.mockResolvedValue(profile([aProduct()]));
  api.listProducts.mockResolvedValue(aPage([]));
  // The reviews section below the details has its own tests (features/reviews).
  api.listReviews.mockResolvedValue({
    summary: { count: 0, average: null, stars: [0, 0, 0, 0, 0] },
    items: [],
    next: null,
  });
  api.getMyReview.mockResolvedValue({ canReview: false, review: null });
});

// Not the product rules' own numbers: the page must say what the server says.
const FEES = {
  feeBps: 1000,
  holdDays: 7,
  minPayout: 200_000,
  maxCommissionPercent: 50,
  academyCommissionPercent: 10,
  productRefundWindowDays: 14,
};

const profile = (products: ReturnType<typeof aProduct>[]) => ({
  creator: {
    uid: 'seed-creator-4',
    displayName: 'Võ Hoàng Nam',
    photoURL: null,
    bio: 'Lập trình viên game độc lập.',
    productCount: products.length,
    joinedAt: '2025-06-01T00:00:00.000Z',
  },
  products,
});

describe('ProductPage', () => {
  it('shows the details, the price in VND, the creator link and a demo', async () => {
    renderProduct(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chi tiết sản phẩm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pong Neon' })).toBeInTheDocument();
    expect(api.getProduct).toHaveBeenCalledWith({ productId: 'pong-neon' });
    expect(await screen.findByTestId('product-price')).toHaveTextContent(/^79\.000\s₫$/);
    expect(await screen.findByRole('link', { name: 'Võ Hoàng Nam' })).toHaveAttribute(
      'href',
      '/creator-profile/seed-creator-4',
    );
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Dùng thử' }));
    expect(await screen.findByRole('dialog', { name: 'Dùng thử: Pong Neon' })).toBeInTheDocument();
  });

  it('shows the cover first (asked for first, its box reserved), then the gallery and the video', async () => {
    const picture = (id: string) => ({
      base: `https://api.example.vn/media/${id}/0123456789abcdef`,
      width: 1280,
      height: 720,
      widths: [320, 640, 960, 1280],
    });
    api.getProduct.mockResolvedValue(
      aProduct({
        media: {
          cover: picture('bia'),
          gallery: [{ ...picture('g1'), id: 'g1', caption: 'Màn hình trò chơi' }],
          video: {
            id: 'v1',
            url: 'https://api.example.vn/media/v1/0123456789abcdef.mp4',
            type: 'video/mp4',
            bytes: 1000,
            poster: null,
          },
        },
      }),
    );
    const { container } = renderProduct(null);
    await screen.findByRole('heading', { level: 1, name: 'Pong Neon' });
    const cover = container.querySelector('img[fetchpriority="high"]');
    expect(cover).toHaveAttribute('src', 'https://api.example.vn/media/bia/0123456789abcdef-1280.jpg');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['1280', '720']);
    const gallery = await screen.findByRole('region', { name: 'Ảnh sản phẩm' });
    expect(within(gallery).getByRole('img', { name: 'Màn hình trò chơi' })).toBeInTheDocument();
    const video = container.querySelector('video');
    // Nothing of the video is downloaded before it is played; the cover stands in for its poster.
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', 'https://api.example.vn/media/bia/0123456789abcdef-960.jpg');
    expect(video?.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    // The kit's player, named for the product: a screen reader says which video it is.
    expect(video).toHaveAccessibleName('Video giới thiệu: Pong Neon');
  });

  it('shows the description in the same frame as the facts below it (nothing is pushed down later)', async () => {
    api.getProduct.mockResolvedValue(aProduct({ description: 'Một trò chơi **nhanh**.' }));
    renderProduct(null);
    await screen.findByRole('heading', { level: 1, name: 'Pong Neon' });
    // The facts become visible only with the rendered description above them.
    await waitFor(() => expect(screen.getByText('Lượt mua')).toBeVisible());
    expect(screen.getByText('nhanh').tagName).toBe('STRONG');
  });

  it("puts the description's plain first paragraph under the title (the frame the HTML paints first)", async () => {
    api.getProduct.mockResolvedValue(
      aProduct({ description: 'Pong với ánh neon.\n\n## Tính năng\n\n- **Nhanh**', subcategoryName: 'Arcade' }),
    );
    renderProduct(null);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pong Neon' });
    const header = heading.parentElement as HTMLElement;
    expect([...header.children].map((el) => [el.className, el.textContent])).toEqual([
      ['app-frame__eyebrow', `${aProduct().categoryName} · Arcade`],
      ['app-frame__title', 'Pong Neon'],
      ['app-frame__lead', 'Pong với ánh neon.'],
    ]);
    // The rest of the description is drawn below, once: the lead is not repeated.
    expect(await screen.findByRole('heading', { level: 3, name: 'Tính năng' })).toBeInTheDocument();
    expect(screen.getAllByText('Pong với ánh neon.')).toHaveLength(1);
  });

  it("renders the creator's description as Markdown, never its raw HTML", async () => {
    api.getProduct.mockResolvedValue(
      aProduct({
        description:
          '## Tính năng\n\n- **Nhanh**\n\n<img src=x onerror="window.hacked = true"><script>window.hacked = true</script>',
      }),
    );
    const { container } = renderProduct(null);
    expect(await screen.findByRole('heading', { level: 3, name: 'Tính năng' })).toBeInTheDocument();
    expect(screen.getByText('Nhanh').tagName).toBe('STRONG');
    expect(container.querySelector('script, img[src="x"], [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says what the buyer gets, when it was last updated and how long a refund can be asked', async () => {
    api.getProduct.mockResolvedValue(
      aProduct({ whatYouGet: ['Mã nguồn đầy đủ', 'Cập nhật trọn đời'], updatedAt: '2026-03-04T18:30:00.000Z' }),
    );
    renderProduct(null);
    const section = await screen.findByRole('region', { name: 'Bạn nhận được gì' });
    expect([...section.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Mã nguồn đầy đủ',
      'Cập nhật trọn đời',
    ]);
    // Vietnam time: 18:30 UTC on the 4th is the 5th there.
    expect(screen.getByText('Cập nhật lần cuối').nextElementSibling).toHaveTextContent('05/03/2026');
    await waitFor(() =>
      expect(screen.getByTestId('refund-line')).toHaveTextContent('trong 14 ngày sau khi thanh toán'),
    );
  });

  it('a free product has no refund line, and a product without demo no "Dùng thử" button', async () => {
    api.getProduct.mockResolvedValue(aProduct({ price: 0, demoType: 'none', whatYouGet: [] }));
    renderProduct(null);
    await screen.findByText('Lượt mua');
    expect(screen.queryByRole('button', { name: 'Dùng thử' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('refund-line')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bạn nhận được gì' })).not.toBeInTheDocument();
    expect(api.getFeeSettings).not.toHaveBeenCalled();
  });

  it('shows the creator card with their bio and other products, and related products of the subcategory', async () => {
    const other = aProduct({ id: 'pong-co-dien', title: 'Pong cổ điển', price: 49_000 });
    api.getPublicCreatorProfile.mockResolvedValue(profile([aProduct(), other]));
    const related = aProduct({ id: 'do-vui', title: 'Đố vui trí tuệ', demoType: 'none' });
    api.listProducts.mockResolvedValue(aPage([aProduct(), related]));
    renderProduct(null);
    const card = await screen.findByRole('region', { name: 'Về nhà sáng tạo' });
    expect(await within(card).findByText('Lập trình viên game độc lập.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Võ Hoàng Nam' })).toHaveAttribute(
      'href',
      '/creator-profile/seed-creator-4',
    );
    // The product itself is never among "other" or related products.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Pong cổ điển49\.000\s₫$/)]);
    expect(api.getPublicCreatorProfile).toHaveBeenCalledWith({ creatorId: 'seed-creator-4' });
    const relatedSection = await screen.findByRole('region', { name: 'Sản phẩm cùng danh mục' });
    expect(
      await within(relatedSection).findByRole('heading', { level: 3, name: 'Đố vui trí tuệ' }),
    ).toBeInTheDocument();
    expect(within(relatedSection).queryByRole('heading', { name: 'Pong Neon' })).not.toBeInTheDocument();
    expect(api.listProducts).toHaveBeenCalledWith({
      categoryId: 'giai-tri',
      subcategoryId: 'tro-choi',
      sort: 'popular',
      pageSize: 5,
    });
  });

  it('has no related section when the product is alone in its subcategory', async () => {
    api.listProducts.mockResolvedValue(aPage([aProduct()]));
    renderProduct(null);
    await screen.findByRole('region', { name: 'Về nhà sáng tạo' });
    await waitFor(() => expect(api.listProducts).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Sản phẩm cùng danh mục' })).not.toBeInTheDocument();
  });

  it('signed out, buy goes to /auth, coming back to the review step', async () => {
    renderProduct(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Mua ngay' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?redirect=%2Fcheckout%2Freview%2Fpong-neon');
    expect(api.createProductOrder).not.toHaveBeenCalled();
  });

  it('signed in, buy goes to the review step: no order exists until the buyer confirms there', async () => {
    renderProduct(buyer());
    fireEvent.click(await screen.findByRole('button', { name: 'Mua ngay' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/checkout\/review\/pong-neon$/);
    expect(api.createProductOrder).not.toHaveBeenCalled();
  });

  it('owned: open links to the app instead of buy', async () => {
    renderProduct(buyer([{ productId: 'pong-neon' }]));
    const open = await screen.findByRole('link', { name: 'Mở ứng dụng' });
    expect(open).toHaveAttribute('href', 'https://apps.example.com/pong-neon');
    expect(screen.queryByRole('button', { name: 'Mua ngay' })).not.toBeInTheDocument();
  });

  it('unknown product: not-found state', async () => {
    api.getProduct.mockRejectedValue(new ApiError('not-found', 'Không tìm thấy sản phẩm.'));
    renderProduct(null, 'khong-co');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy sản phẩm.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chi tiết sản phẩm');
  });
});
