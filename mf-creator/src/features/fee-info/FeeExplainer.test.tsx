import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { FeeSettings } from '@app/shared/contracts/ledger';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { expectRetryAfterFailure } from '@app/shared/testing/pageStates';
import { PricingPage } from '../pricing/PricingPage';
import { FeeInfoPage } from './FeeInfoPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

// Not the defaults: the page must show what the server says, not numbers of its own.
const settings: FeeSettings = {
  feeBps: 1250,
  holdDays: 14,
  minPayout: 300_000,
  maxCommissionPercent: 40,
  academyCommissionPercent: 20,
  productRefundWindowDays: 7,
};

beforeEach(() => {
  resetMockedApi();
  api.getFeeSettings.mockResolvedValue(settings);
});

/** The result line's amount for a label. */
const line = (label: RegExp) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition');

async function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('fee model', () => {
  it('explains the fees with the server’s numbers', async () => {
    renderAt('/creator/fee-info', <FeeInfoPage />, { user: aUser({ roles: ['creator'] }) });
    expect(await screen.findByRole('heading', { name: 'Phí nền tảng 12,5% mỗi lượt bán' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Không có phí hằng tháng' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Giữ tiền 14 ngày' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Rút tiền từ 300\.000\s₫/ })).toBeInTheDocument();
    expect(screen.getByText(/từ 0 đến 40% cho từng sản phẩm/)).toBeInTheDocument();
    expect(screen.getByText(/nhận hoa hồng 20%/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem khóa học' })).toHaveAttribute('href', '/training');
  });

  it('shows loading, then an error with a retry that works', async () => {
    api.getFeeSettings
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'))
      .mockResolvedValue(settings);
    renderAt('/pricing', <PricingPage />);
    await expectRetryAfterFailure({ loading: 'Đang tải biểu phí…', failed: 'Không tải được biểu phí.' }, () =>
      screen.findByRole('heading', { name: 'Cách tính phí' }),
    );
  });
});

describe('fee calculator', () => {
  it('splits a price with the ledger’s rule, fee and commission rounded down', async () => {
    renderAt('/creator/fee-info', <FeeInfoPage />, { user: aUser({ roles: ['creator'] }) });
    await screen.findByRole('heading', { name: 'Tính thử số tiền bạn nhận' });
    // Default: 199.000 ₫, no affiliate: 12,5% = 24 875.
    expect(line(/Người mua trả/)).toHaveTextContent(/^199\.000\s₫$/);
    expect(line(/Phí nền tảng/)).toHaveTextContent(/24\.875\s₫/);
    expect(line(/Bạn nhận/)).toHaveTextContent(/^174\.125\s₫$/);

    // 99.999 ₫ at 12,5% and 15%: fee floor(12 499,875) = 12 499, commission floor(14 999,85) = 14 999.
    await type(/Giá bán/, '99.999');
    await type(/Hoa hồng tiếp thị \(%\)/, '15');
    expect(line(/Phí nền tảng/)).toHaveTextContent(/12\.499\s₫/);
    expect(line(/Hoa hồng tiếp thị \(15%\)/)).toHaveTextContent(/14\.999\s₫/);
    expect(line(/Bạn nhận/)).toHaveTextContent(/^72\.501\s₫$/);

    await type(/Giá bán/, '0');
    expect(line(/Bạn nhận/)).toHaveTextContent(/^0\s₫$/);
  });

  it('refuses a price that is not whole đồng and a commission above the maximum', async () => {
    renderAt('/creator/fee-info', <FeeInfoPage />, { user: aUser({ roles: ['creator'] }) });
    await screen.findByRole('heading', { name: 'Tính thử số tiền bạn nhận' });
    await type(/Giá bán/, '99,5');
    expect(screen.getByLabelText(/Giá bán/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Giá bán phải là số đồng nguyên, không âm.')).toBeInTheDocument();
    expect(screen.queryByText('Bạn nhận', { selector: 'dt' })).not.toBeInTheDocument();

    await type(/Giá bán/, '');
    expect(screen.getByText('Vui lòng nhập giá bán.')).toBeInTheDocument();

    await type(/Giá bán/, '100000');
    await type(/Hoa hồng tiếp thị \(%\)/, '41');
    expect(screen.getByText('Hoa hồng phải là số nguyên từ 0 đến 40.')).toBeInTheDocument();
    await type(/Hoa hồng tiếp thị \(%\)/, '40');
    expect(line(/Hoa hồng tiếp thị \(40%\)/)).toHaveTextContent(/40\.000\s₫/);
    expect(line(/Bạn nhận/)).toHaveTextContent(/^47\.500\s₫$/);
  });
});

describe('/pricing call to action', () => {
  it('invites a visitor to become a creator', async () => {
    renderAt('/pricing', <PricingPage />);
    expect(await screen.findByRole('link', { name: 'Trở thành nhà sáng tạo' })).toHaveAttribute(
      'href',
      '/become-a-creator',
    );
    expect(screen.queryByRole('navigation', { name: 'Điều hướng nhà sáng tạo' })).not.toBeInTheDocument();
  });

  it('sends a creator to their products', async () => {
    renderAt('/pricing', <PricingPage />, { user: aUser({ roles: ['creator'] }) });
    expect(await screen.findByRole('link', { name: 'Quản lý sản phẩm của bạn' })).toHaveAttribute(
      'href',
      '/creator/products',
    );
  });
});
