import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { MyCourse } from '@app/shared/contracts/academy';
import type { RefundEligibility } from '@app/shared/contracts/refunds';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { MyCoursesPage } from './MyCoursesPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const api = mockedApi();
const listMyCourses = api.listMyCourses;
const requestCourseRefund = api.requestCourseRefund;

const eligible: RefundEligibility = {
  eligible: true,
  blockedBy: null,
  deadline: '2026-12-21T10:00:00.000Z',
  request: null,
};

function aCourse(overrides: Partial<MyCourse> = {}): MyCourse {
  return {
    courseId: 'hoc-vien-creator',
    title: 'Học viện Creator',
    lessonCount: 12,
    completedCount: 3,
    lastLessonId: 'bai-4',
    lastActivityAt: '2026-11-25T08:00:00.000Z',
    purchasedAt: '2026-11-21T10:00:00.000Z',
    certificateId: null,
    refund: eligible,
    ...overrides,
  };
}

const renderPage = () => renderAt('/my/my-courses', <MyCoursesPage />, { user: aUser() });

beforeEach(() => {
  listMyCourses.mockReset();
  requestCourseRefund.mockReset();
});

describe('MyCoursesPage', () => {
  it('shows loading, then each course with its progress, last activity and “Học tiếp” where it stopped', async () => {
    listMyCourses.mockResolvedValue([aCourse()]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải khóa học của bạn…');
    expect(await screen.findByRole('heading', { name: 'Học viện Creator', level: 2 })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Tiến độ khóa học Học viện Creator' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('3/12 bài học')).toBeInTheDocument();
    expect(screen.getByText(/Hoạt động gần nhất: 25\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Học tiếp' })).toHaveAttribute('href', '/training/my-course/bai-4');
    expect(screen.queryByRole('link', { name: /Xem chứng nhận/ })).not.toBeInTheDocument();
  });

  it('before the first lesson, “Bắt đầu học” opens the course at its start', async () => {
    listMyCourses.mockResolvedValue([aCourse({ completedCount: 0, lastLessonId: null, lastActivityAt: null })]);
    renderPage();
    expect(await screen.findByText('0/12 bài học')).toBeInTheDocument();
    expect(screen.getByText(/Chưa bắt đầu học/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bắt đầu học' })).toHaveAttribute('href', '/training/my-course');
  });

  it('a graduate sees one state: the certificate first, “Học lại” second, never “not started”', async () => {
    // As seeded: every lesson done, a certificate, no activity time recorded.
    listMyCourses.mockResolvedValue([aCourse({ completedCount: 12, certificateId: 'CN7Q2K', lastActivityAt: null })]);
    renderPage();
    const certificate = await screen.findByRole('link', { name: 'Xem chứng nhận' });
    expect(certificate).toHaveAttribute('href', '/chung-nhan/CN7Q2K');
    const again = screen.getByRole('link', { name: 'Học lại' });
    expect(certificate.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Học tiếp' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Chưa bắt đầu học/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the empty state with a way to /salepage', async () => {
    listMyCourses.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Bạn chưa đăng ký khóa học nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tìm hiểu Học viện Nhà sáng tạo AI' })).toHaveAttribute(
      'href',
      '/salepage',
    );
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup();
    listMyCourses
      .mockRejectedValueOnce(new ApiError('unavailable', 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau.'))
      .mockResolvedValue([aCourse()]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời không khả dụng.');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Học viện Creator' })).toBeInTheDocument();
  });
});

describe('MyCoursesPage refund', () => {
  const openDialog = async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền khóa học Học viện Creator' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Yêu cầu hoàn tiền' }) };
  };

  it('asks for a reason before sending anything', async () => {
    listMyCourses.mockResolvedValue([aCourse()]);
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('hạn chót 21/12/2026');
    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do hoàn tiền.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lý do hoàn tiền')).toHaveAttribute('aria-invalid', 'true');
    expect(requestCourseRefund).not.toHaveBeenCalled();
  });

  it('sends the reason, closes, and shows the pending request', async () => {
    const pending: RefundEligibility = {
      eligible: false,
      blockedBy: 'requested',
      deadline: eligible.deadline,
      request: { id: 'R1', status: 'pending', reason: 'Chưa phù hợp', decisionNote: null },
    };
    listMyCourses.mockResolvedValueOnce([aCourse()]).mockResolvedValue([aCourse({ refund: pending })]);
    requestCourseRefund.mockResolvedValue(pending);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), '  Chưa phù hợp  ');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(requestCourseRefund).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator', reason: 'Chưa phù hợp' });
    expect(await screen.findByText('Đã gửi yêu cầu hoàn tiền. Chúng tôi sẽ phản hồi sớm.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Yêu cầu hoàn tiền đang chờ xử lý.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Yêu cầu hoàn tiền/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog and the reason with the server message when the request is refused', async () => {
    listMyCourses.mockResolvedValue([aCourse()]);
    requestCourseRefund.mockRejectedValue(new ApiError('aborted', 'Đã quá thời hạn 30 ngày để yêu cầu hoàn tiền.'));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Lý do hoàn tiền'), 'Chưa phù hợp');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Đã quá thời hạn 30 ngày để yêu cầu hoàn tiền.');
    expect(within(dialog).getByLabelText('Lý do hoàn tiền')).toHaveValue('Chưa phù hợp');
    expect(screen.queryByText(/Đã gửi yêu cầu hoàn tiền/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'the window is over',
      { eligible: false, blockedBy: 'window', deadline: '2026-12-21T10:00:00.000Z', request: null },
      'Đã hết thời hạn hoàn tiền 30 ngày (hạn chót 21/12/2026).',
    ],
    [
      'a product was made',
      { eligible: false, blockedBy: 'product', deadline: '2026-12-21T10:00:00.000Z', request: null },
      'Không thể hoàn tiền vì bạn đã tạo sản phẩm đầu tiên.',
    ],
    [
      'it was already requested and rejected',
      {
        eligible: false,
        blockedBy: 'requested',
        deadline: '2026-12-21T10:00:00.000Z',
        request: { id: 'R1', status: 'rejected', reason: 'x', decisionNote: 'Bạn đã xuất bản sản phẩm.' },
      },
      'Yêu cầu hoàn tiền đã bị từ chối.',
    ],
  ] as const)('explains why no refund can be asked when %s', async (_case, refund, text) => {
    listMyCourses.mockResolvedValue([aCourse({ refund: { ...refund } as RefundEligibility })]);
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Yêu cầu hoàn tiền/ })).not.toBeInTheDocument();
    if (refund.request) {
      expect(screen.getByText('Ghi chú của quản trị viên: Bạn đã xuất bản sản phẩm.')).toBeInTheDocument();
    }
  });
});
