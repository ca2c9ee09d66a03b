import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { aMyCourse } from '../../testing/fixtures';
import { CourseShelfPage } from './CourseShelfPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  api = mockedApi();
});

const renderPage = (user: RenderAtOptions['user'] = aUser()) =>
  renderAt('/training/library', <CourseShelfPage />, { user });

describe('CourseShelfPage', () => {
  it('lists the user’s courses with progress, last activity and “Học tiếp”', async () => {
    api.listMyCourses.mockResolvedValue([aMyCourse()]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Học viện Nhà sáng tạo AI' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText(/Hoạt động gần nhất: /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Học tiếp' })).toHaveAttribute('href', '/training/my-course/l2');
    expect(screen.queryByRole('link', { name: 'Xem chứng nhận' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quản lý khóa học và hoàn tiền' })).toHaveAttribute(
      'href',
      '/my/my-courses',
    );
  });

  it('“Bắt đầu học” before the first lesson', async () => {
    api.listMyCourses.mockResolvedValue([aMyCourse({ completedCount: 0, lastLessonId: null, lastActivityAt: null })]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Bắt đầu học' })).toHaveAttribute('href', '/training/my-course');
    expect(screen.getByText(/Chưa bắt đầu học/)).toBeInTheDocument();
  });

  it('a graduate sees one state: the certificate first, “Học lại” second, no “Học tiếp”', async () => {
    api.listMyCourses.mockResolvedValue([aMyCourse({ certificateId: 'CERT-ABC123', completedCount: 3 })]);
    renderPage();
    const certificate = await screen.findByRole('link', { name: 'Xem chứng nhận' });
    expect(certificate).toHaveAttribute('href', '/chung-nhan/CERT-ABC123');
    const again = screen.getByRole('link', { name: 'Học lại' });
    expect(again).toHaveAttribute('href', '/training/my-course');
    expect(certificate.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Học tiếp' })).not.toBeInTheDocument();
  });

  it('says when the user owns no course', async () => {
    api.listMyCourses.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Bạn chưa sở hữu khóa học nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá học viện' })).toHaveAttribute('href', '/training');
  });

  it('offers a retry after a failure', async () => {
    api.listMyCourses.mockRejectedValueOnce(new ApiError('unavailable', 'x')).mockResolvedValue([aMyCourse()]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra khi tải dữ liệu.');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: 'Học tiếp' })).toBeInTheDocument();
  });
});
