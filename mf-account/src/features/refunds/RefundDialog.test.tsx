import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { RefundEligibility } from '@app/shared/contracts/refunds';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aMyRefundRequest, aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { RefundDialog } from './RefundDialog';
import type { RefundItem } from './useRefunds';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const api = mockedApi();
const DEADLINE = '2026-12-21T10:00:00.000Z';
const pending: RefundEligibility = {
  eligible: false,
  blockedBy: 'requested',
  deadline: DEADLINE,
  request: { id: 'R1', status: 'pending', reason: 'Chưa phù hợp', decisionNote: null },
};
const productRequest = aMyRefundRequest({ reason: 'Chưa phù hợp' });

const course: RefundItem = { kind: 'course', courseId: 'hoc-vien-creator' };
const product: RefundItem = { kind: 'product', productId: 'mau-hop-dong' };

function open(item: RefundItem, title: string) {
  const onSent = jest.fn();
  renderAt('/my', <RefundDialog item={item} title={title} deadline={DEADLINE} onSent={onSent} />, { user: aUser() });
  return { onSent, user: userEvent.setup() };
}

beforeEach(() => {
  api.requestCourseRefund.mockReset().mockResolvedValue(pending);
  api.requestProductRefund.mockReset().mockResolvedValue(productRequest);
});

describe('RefundDialog', () => {
  it('opens from its button with the course’s guarantee and deadline', async () => {
    const { user } = open(course, 'Học viện Creator');
    await user.click(screen.getByRole('button', { name: 'Yêu cầu hoàn tiền khóa học Học viện Creator' }));
    const dialog = screen.getByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
    expect(dialog).toHaveAccessibleDescription(/^Hoàn tiền 100% trong vòng 30 ngày .*\(hạn chót 21\/12\/2026\)/);
  });

  it('opens for a product with its 7-day window', async () => {
    const { user } = open(product, 'Mẫu hợp đồng');
    await user.click(screen.getByRole('button', { name: 'Yêu cầu hoàn tiền Mẫu hợp đồng' }));
    expect(screen.getByRole('dialog', { name: 'Yêu cầu hoàn tiền' })).toHaveAccessibleDescription(
      /^Bạn có thể yêu cầu hoàn tiền “Mẫu hợp đồng” trong 7 ngày sau khi thanh toán/,
    );
  });

  it('asks for a reason (the catalogue’s message) before sending anything', async () => {
    const { user } = open(course, 'Học viện Creator');
    await user.click(screen.getByRole('button', { name: /Yêu cầu hoàn tiền/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do hoàn tiền.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lý do hoàn tiền')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Lý do hoàn tiền')).toHaveAttribute('maxLength', '1000');
    expect(api.requestCourseRefund).not.toHaveBeenCalled();
  });

  it.each([
    [
      'course',
      course,
      'Học viện Creator',
      'requestCourseRefund',
      { courseId: 'hoc-vien-creator' },
      'Đã gửi yêu cầu hoàn tiền. Chúng tôi sẽ phản hồi sớm.',
    ],
    [
      'product',
      product,
      'Mẫu hợp đồng',
      'requestProductRefund',
      { productId: 'mau-hop-dong' },
      'Đã gửi yêu cầu hoàn tiền “Mẫu hợp đồng”. Chúng tôi sẽ phản hồi sớm.',
    ],
  ] as const)(
    'sends a %s’s trimmed reason, closes and announces it',
    async (_kind, item, title, call, target, sent) => {
      const { user, onSent } = open(item, title);
      await user.click(screen.getByRole('button', { name: /Yêu cầu hoàn tiền/ }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), '  Chưa phù hợp  ');
      await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api[call]).toHaveBeenCalledWith({ ...target, reason: 'Chưa phù hợp' });
      expect(onSent).toHaveBeenCalledWith(sent);
    },
  );

  it('shows the server’s refusal word for word and keeps the reason for another try', async () => {
    api.requestCourseRefund.mockRejectedValue(new ApiError('aborted', 'Đã quá thời hạn 30 ngày để yêu cầu hoàn tiền.'));
    const { user, onSent } = open(course, 'Học viện Creator');
    await user.click(screen.getByRole('button', { name: /Yêu cầu hoàn tiền/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), 'Chưa phù hợp');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Đã quá thời hạn 30 ngày để yêu cầu hoàn tiền.');
    expect(within(dialog).getByLabelText('Lý do hoàn tiền')).toHaveValue('Chưa phù hợp');
    expect(onSent).not.toHaveBeenCalled();
  });
});
