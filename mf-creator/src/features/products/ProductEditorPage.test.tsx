import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { Product } from '@app/shared/contracts/catalog';
import { Route, Routes } from '@app/shared/router';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aCategory, aProduct, aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { fakeUploads, resetFakeUploads } from '@app/shared/testing/tus';
import ProductEditorPage from './ProductEditorPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
jest.mock('@app/shared/auth/token', () => ({
  apiOrigin: () => 'http://api.test',
  getIdToken: async () => 'token',
}));

jest.mock('tus-js-client', () => jest.requireActual('@app/shared/testing/tus').tusClientMock());
const uploads = fakeUploads();

const api = mockedApi();
const creator = aUser({ uid: 'c1', roles: ['creator'] });
const categories = [
  aCategory(),
  aCategory({
    id: 'cong-cu',
    name: 'Công cụ',
    subcategories: [
      { id: 'van-ban', name: 'Văn bản', productCount: 1 },
      { id: 'hinh-anh', name: 'Hình ảnh', productCount: 1 },
    ],
  }),
];

const open = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/creator/products" element={null} />
      <Route path="/creator/products/new" element={<ProductEditorPage />} />
      <Route path="/creator/products/:productId/edit" element={<ProductEditorPage />} />
    </Routes>,
    { user: creator, extra: <Where /> },
  );

const errorOf = (label: string | RegExp) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  return document.getElementById(id)?.textContent;
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  resetMockedApi();
  resetFakeUploads();
  api.listCategories.mockResolvedValue(categories);
  api.listMyProducts.mockResolvedValue([]);
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Tên sản phẩm'), 'Pong Neon');
  await user.type(screen.getByLabelText('Mô tả'), 'Trò chơi **vui**.');
  await user.selectOptions(screen.getByLabelText('Danh mục'), 'giai-tri');
}

describe('ProductEditorPage', () => {
  it('checks every field with the contract’s Vietnamese words and sends nothing invalid', async () => {
    const user = userEvent.setup();
    open('/creator/products/new');
    await screen.findByLabelText('Tên sản phẩm');
    await user.clear(screen.getByLabelText('Giá (₫)'));
    await user.type(screen.getByLabelText('Giá (₫)'), '-5');
    await user.clear(screen.getByLabelText('Hoa hồng tiếp thị liên kết (%)'));
    await user.type(screen.getByLabelText('Hoa hồng tiếp thị liên kết (%)'), '51');
    await user.type(screen.getByLabelText('Đường dẫn ứng dụng (không bắt buộc)'), 'http://app.example.com');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(errorOf('Tên sản phẩm')).toBe('Vui lòng nhập tên sản phẩm.'));
    expect(errorOf('Mô tả')).toBe('Vui lòng nhập mô tả sản phẩm.');
    expect(errorOf('Danh mục')).toBe('Vui lòng chọn danh mục.');
    expect(errorOf('Giá (₫)')).toBe('Giá không được âm.');
    expect(errorOf('Hoa hồng tiếp thị liên kết (%)')).toBe('Hoa hồng tối đa 50%.');
    expect(errorOf('Đường dẫn ứng dụng (không bắt buộc)')).toBe('Đường dẫn ứng dụng phải bắt đầu bằng https://.');

    await user.clear(screen.getByLabelText('Giá (₫)'));
    await user.type(screen.getByLabelText('Giá (₫)'), '12,5');
    await user.clear(screen.getByLabelText('Hoa hồng tiếp thị liên kết (%)'));
    await user.type(screen.getByLabelText('Hoa hồng tiếp thị liên kết (%)'), '-1');
    await waitFor(() => expect(errorOf('Giá (₫)')).toBe('Giá phải là số đồng nguyên.'));
    expect(errorOf('Hoa hồng tiếp thị liên kết (%)')).toBe('Hoa hồng không được âm.');
    await user.clear(screen.getByLabelText('Giá (₫)'));
    await waitFor(() => expect(errorOf('Giá (₫)')).toBe('Giá phải là số.'));
    expect(api.saveProduct).not.toHaveBeenCalled();
  });

  it('creates the product, stays on its editor with “Đã lưu”, and keeps what was typed', async () => {
    const saved = aProduct({
      id: 'p-new',
      title: 'Pong Neon',
      description: 'Trò chơi **vui**.',
      price: 79_000,
      status: 'draft',
      commissionRate: 10,
      appUrl: 'https://pong.example.com',
      creatorId: 'c1',
    });
    api.saveProduct.mockImplementation(async () => {
      api.listMyProducts.mockResolvedValue([saved]);
      return saved;
    });
    const user = userEvent.setup();
    open('/creator/products/new');
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Danh mục con'), 'tro-choi');
    await user.selectOptions(screen.getByLabelText('Kiểu dùng thử'), 'pongGame');
    await user.clear(screen.getByLabelText('Giá (₫)'));
    await user.type(screen.getByLabelText('Giá (₫)'), '79.000');
    expect(screen.getByText(/^Người mua thấy: 79\.000\s₫$/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Hoa hồng tiếp thị liên kết (%)'));
    await user.type(screen.getByLabelText('Hoa hồng tiếp thị liên kết (%)'), '10');
    await user.type(screen.getByLabelText('Đường dẫn ứng dụng (không bắt buộc)'), 'https://pong.example.com');
    await user.type(screen.getByLabelText('Bạn nhận được gì'), 'Chơi trên trình duyệt{enter}{enter}Bảng xếp hạng ');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Có thay đổi chưa lưu');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/creator/products/p-new/edit'));
    expect(api.saveProduct).toHaveBeenCalledWith({
      title: 'Pong Neon',
      description: 'Trò chơi **vui**.',
      price: 79_000,
      categoryId: 'giai-tri',
      subcategoryId: 'tro-choi',
      demoType: 'pongGame',
      demoUrl: null,
      whatYouGet: ['Chơi trên trình duyệt', 'Bảng xếp hạng'],
      appUrl: 'https://pong.example.com',
      commissionRate: 10,
      // The media as the editor shows them: none yet.
      gallery: [],
      video: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sửa sản phẩm' })).toBeInTheDocument();
    expect(screen.getByTestId('save-state')).toHaveTextContent('Đã lưu');
    expect(screen.getByLabelText('Tên sản phẩm')).toHaveValue('Pong Neon');
  });

  it('keeps everything typed when the server refuses, with its reason beside the form', async () => {
    api.saveProduct.mockRejectedValue(new ApiError('invalid-argument', 'Danh mục không tồn tại.'));
    const user = userEvent.setup();
    open('/creator/products/new');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không thể lưu sản phẩm. Nội dung bạn nhập vẫn được giữ nguyên. Danh mục không tồn tại.',
    );
    expect(screen.getByLabelText('Tên sản phẩm')).toHaveValue('Pong Neon');
    expect(screen.getByLabelText('Mô tả')).toHaveValue('Trò chơi **vui**.');
    expect(screen.getByTestId('where')).toHaveTextContent('/creator/products/new');
  });

  it('lists only the chosen category’s subcategories and clears the choice when it changes', async () => {
    const user = userEvent.setup();
    open('/creator/products/new');
    const sub = await screen.findByLabelText('Danh mục con');
    expect(sub).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Danh mục'), 'cong-cu');
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Không chọn', 'Văn bản', 'Hình ảnh']);
    await user.selectOptions(sub, 'hinh-anh');
    await user.selectOptions(screen.getByLabelText('Danh mục'), 'giai-tri');
    expect(sub).toHaveValue('');
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Không chọn', 'Trò chơi']);
    expect(
      within(screen.getByLabelText('Kiểu dùng thử'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Thông tin sản phẩm',
      'Trò chơi Pong',
      'Thành phần giao diện',
      'Trang demo của bạn',
      'Không có bản dùng thử',
    ]);
  });

  it('asks for the demo page’s address only with "Trang demo của bạn", and checks it before saving', async () => {
    const user = userEvent.setup();
    open('/creator/products/new');
    await fillValid(user);
    expect(screen.queryByLabelText('Địa chỉ trang demo')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kiểu dùng thử'), 'embed');
    const address = screen.getByLabelText('Địa chỉ trang demo');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập địa chỉ trang demo.')).toBeInTheDocument();
    await user.type(address, 'http://demo.example.vn');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Địa chỉ trang demo phải bắt đầu bằng https://.')).toBeInTheDocument();
    expect(api.saveProduct).not.toHaveBeenCalled();
  });

  it('previews the description live as safe Markdown', async () => {
    const user = userEvent.setup();
    open('/creator/products/new');
    await user.type(await screen.findByLabelText('Mô tả'), '# Giới thiệu{enter}{enter}<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    const pane = screen.getByTestId('description-preview');
    expect(await within(pane).findByRole('heading', { level: 3, name: 'Giới thiệu' })).toBeInTheDocument();
    expect(pane.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Soạn thảo' }));
    expect(screen.getByLabelText('Mô tả')).toHaveValue('# Giới thiệu\n\n<img src=x onerror=alert(1)>');
  });

  it('editing a published product: says what goes to review and starts from the changes under review', async () => {
    const live: Product = aProduct({
      id: 'p-live',
      creatorId: 'c1',
      status: 'published',
      pendingChanges: { price: 99_000, submittedAt: '2026-03-01T00:00:00.000Z' },
    });
    api.listMyProducts.mockResolvedValue([live]);
    open('/creator/products/p-live/edit');
    expect(
      await screen.findByText(
        /Thay đổi tên, giá, đường dẫn ứng dụng, ảnh, video hoặc địa chỉ trang demo sẽ được gửi duyệt/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tên sản phẩm')).toHaveValue('Pong Neon');
    expect(screen.getByLabelText('Giá (₫)')).toHaveValue('99000');
    expect(screen.getByTestId('save-state')).toHaveTextContent('');
  });

  it('an unknown product id says it is not one of the creator’s', async () => {
    open('/creator/products/khong-co/edit');
    expect(await screen.findByText('Không tìm thấy sản phẩm này trong danh sách của bạn.')).toBeInTheDocument();
  });

  it('uploads a thumbnail (images only) and saves it with the product', async () => {
    api.listMyProducts.mockResolvedValue([aProduct({ id: 'p1', creatorId: 'c1', status: 'draft' })]);
    api.saveProduct.mockImplementation(async (input) => {
      const saved = aProduct({
        id: 'p1',
        creatorId: 'c1',
        status: 'draft',
        thumbnailUrl: 'https://api/t.jpg',
        title: input.title,
      });
      api.listMyProducts.mockResolvedValue([saved]);
      return saved;
    });
    const user = userEvent.setup({ applyAccept: false });
    open('/creator/products/p1/edit');
    const picker = await screen.findByLabelText('Chọn ảnh');
    await user.upload(picker, new File(['%PDF'], 'tai-lieu.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    expect(await screen.findByText('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.upload(picker, new File(['png'], 'anh.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    await waitFor(() => expect(uploads[0]?.started).toBe(1));
    expect(uploads[0].options.endpoint).toBe('http://api.test/uploads/thumbnails');
    expect(screen.getByRole('img', { name: 'Ảnh mới (áp dụng khi lưu)' })).toHaveAttribute('src', 'blob:preview');
    fireEvent.submit(screen.getByRole('form', { name: 'Thông tin sản phẩm' }));
    expect(await screen.findByText('Vui lòng chờ ảnh tải lên xong (hoặc hủy) trước khi lưu.')).toBeInTheDocument();

    act(() => uploads[0].finish('6331_0123456789abcdef01234567'));
    expect(await screen.findByText('Đã tải ảnh lên. Bấm Lưu để dùng ảnh này.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(api.saveProduct).toHaveBeenCalledWith(
        expect.objectContaining({ productId: 'p1', thumbnailUploadId: '6331_0123456789abcdef01234567' }),
      ),
    );
    expect(await screen.findByRole('img', { name: 'Ảnh hiện tại' })).toHaveAttribute('src', 'https://api/t.jpg');
  });

  it('adds gallery pictures that need a caption, reorders and removes them, and saves them in order', async () => {
    api.listMyProducts.mockResolvedValue([aProduct({ id: 'p1', creatorId: 'c1', status: 'draft' })]);
    api.saveProduct.mockImplementation(async (input) => aProduct({ id: 'p1', creatorId: 'c1', title: input.title }));
    const user = userEvent.setup({ applyAccept: false });
    open('/creator/products/p1/edit');
    const gallery = within(await screen.findByRole('group', { name: 'Thư viện ảnh' }));
    expect(gallery.getByText('0/8 ảnh')).toBeInTheDocument();
    const add = async (name: string, id: string) => {
      await user.upload(
        gallery.getByLabelText('Thêm ảnh vào thư viện'),
        new File(['png'], name, { type: 'image/png' }),
      );
      await user.click(gallery.getByRole('button', { name: 'Tải ảnh lên thư viện' }));
      await waitFor(() => expect(uploads.at(-1)?.started).toBe(1));
      expect(uploads.at(-1)?.options.endpoint).toBe('http://api.test/uploads/product-images');
      act(() => uploads.at(-1)?.finish(id));
    };
    await add('mot.png', '6331_aaaaaaaaaaaaaaaaaaaaaaaa');
    await add('hai.png', '6331_bbbbbbbbbbbbbbbbbbbbbbbb');
    await add('ba.png', '6331_cccccccccccccccccccccccc');
    expect(await gallery.findByText('3/8 ảnh')).toBeInTheDocument();

    // Every picture needs its caption before the product is saved.
    await user.type(gallery.getByLabelText('Chú thích ảnh 1'), 'Màn hình chính');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(errorOf('Chú thích ảnh 2')).toBe('Vui lòng nhập chú thích ảnh.'));
    expect(api.saveProduct).not.toHaveBeenCalled();

    await user.type(gallery.getByLabelText('Chú thích ảnh 2'), 'Kết quả');
    await user.click(gallery.getByRole('button', { name: 'Bỏ ảnh 3' }));
    await user.click(gallery.getByRole('button', { name: 'Đưa ảnh 2 lên trước' }));
    expect(gallery.getByLabelText('Chú thích ảnh 1')).toHaveValue('Kết quả');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(api.saveProduct).toHaveBeenCalledWith(
        expect.objectContaining({
          gallery: [
            { uploadId: '6331_bbbbbbbbbbbbbbbbbbbbbbbb', caption: 'Kết quả' },
            { uploadId: '6331_aaaaaaaaaaaaaaaaaaaaaaaa', caption: 'Màn hình chính' },
          ],
          video: null,
        }),
      ),
    );
  });

  it('asks before the tab is closed with unsaved changes', async () => {
    const user = userEvent.setup();
    open('/creator/products/new');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Tên sản phẩm');
    expect(leave()).toBe(false);
    await user.type(screen.getByLabelText('Tên sản phẩm'), 'P');
    expect(leave()).toBe(true);

    // The back link asks too: "stay" keeps the editor and what was typed.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: /Quay lại danh sách sản phẩm/ }));
    expect(confirm).toHaveBeenCalledWith('Bạn có thay đổi chưa lưu. Rời trang và bỏ các thay đổi này?');
    expect(screen.getByTestId('where')).toHaveTextContent('/creator/products/new');
    expect(screen.getByLabelText('Tên sản phẩm')).toHaveValue('P');
    await user.click(screen.getByRole('link', { name: /Quay lại danh sách sản phẩm/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/creator\/products$/);
    confirm.mockRestore();
  });
});
