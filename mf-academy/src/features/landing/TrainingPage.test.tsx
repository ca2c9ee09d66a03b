import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { aCourse, aMyCourse, anOwnedCourse } from '../../testing/fixtures';
import { TrainingPage } from './TrainingPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  api = mockedApi();
});

const renderPage = (user: RenderAtOptions['user'] = null) => renderAt('/training', <TrainingPage />, { user });

describe('TrainingPage', () => {
  it('shows what the course teaches, its outline by module with durations, the instructor and the price', async () => {
    api.getCourse.mockResolvedValue(aCourse());
    renderPage();
    expect(await screen.findByText('Tìm ý tưởng sản phẩm')).toBeInTheDocument();
    expect(api.getCourse).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator' });
    expect(screen.getByTestId('outline-summary')).toHaveTextContent('2 chương · 3 bài học · 2 giờ');
    const outline = screen.getByRole('region', { name: 'Nội dung khóa học' });
    const modules = within(outline).getAllByRole('heading', { level: 3 });
    expect(modules.map((m) => m.textContent)).toEqual(['Chương 1: Ý tưởng1 giờ 5 phút', 'Chương 2: Sản phẩm55 phút']);
    expect(within(outline).getByText('Phỏng vấn khách hàng')).toBeInTheDocument();
    expect(screen.getByText('Phạm Đức Anh')).toBeInTheDocument();
    expect(screen.getByText(/^5\.000\.000\s₫$/)).toBeInTheDocument();
    expect(screen.getByText('Hoàn tiền 100% trong 30 ngày nếu bạn chưa làm ra sản phẩm đầu tiên.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem chi tiết và đăng ký' })).toHaveAttribute('href', '/salepage');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("leads with the course's description under the fixed heading; the area's navigation comes with it", async () => {
    let answer: (course: ReturnType<typeof aCourse>) => void = () => undefined;
    api.getCourse.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    const heading = screen.getByRole('heading', { level: 1, name: 'Học viện Nhà sáng tạo AI' });
    // While the course loads: the heading alone (what the HTML painted), nothing that the lead would push down.
    expect(heading.parentElement?.children).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    act(() => answer(aCourse()));
    const lead = await screen.findByText(aCourse().description);
    expect(lead).toHaveClass('app-frame__lead');
    expect(heading.nextElementSibling).toBe(lead);
    expect(lead.nextElementSibling?.tagName).toBe('NAV');
    expect(screen.getAllByText(aCourse().description)).toHaveLength(1);
  });

  it('shows an owner their progress and “Học tiếp” to the last lesson opened, and no price or enrol tab', async () => {
    api.getCourse.mockResolvedValue(anOwnedCourse(['l1'], 'l3'));
    api.listMyCourses.mockResolvedValue([aMyCourse({ certificateId: null })]);
    renderPage(aUser());
    const bar = await screen.findByRole('progressbar', { name: 'Tiến độ khóa học' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText(/Đã hoàn thành 1\/3 bài học/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Học tiếp' })).toHaveAttribute('href', '/training/my-course/l3');
    expect(screen.queryByText(/^5\.000\.000\s₫$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Xem chi tiết và đăng ký' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Điều hướng học viện' });
    expect(within(nav).queryByRole('link', { name: 'Đăng ký khóa học' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Thư viện học viện' })).toBeInTheDocument();
  });

  it('a graduate sees one state: the certificate first, “Học lại” second, no quiz or price', async () => {
    api.getCourse.mockResolvedValue(anOwnedCourse(['l1', 'l2', 'l3'], 'l3'));
    api.listMyCourses.mockResolvedValue([aMyCourse({ certificateId: 'CN-1', completedCount: 3 })]);
    renderPage(aUser());
    const certificate = await screen.findByRole('link', { name: 'Xem chứng nhận' });
    expect(certificate).toHaveAttribute('href', '/chung-nhan/CN-1');
    const again = screen.getByRole('link', { name: 'Học lại' });
    expect(again).toHaveAttribute('href', '/training/my-course');
    expect(certificate.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Học tiếp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Làm bài kiểm tra' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^5\.000\.000\s₫$/)).not.toBeInTheDocument();
  });

  it('without a last lesson, “Học tiếp” goes to the first unfinished lesson', async () => {
    api.getCourse.mockResolvedValue(anOwnedCourse(['l1'], null));
    api.listMyCourses.mockResolvedValue([]);
    renderPage(aUser());
    expect(await screen.findByRole('link', { name: 'Học tiếp' })).toHaveAttribute('href', '/training/my-course/l2');
  });

  it('waits for the sign-in check before asking (the answer depends on the viewer)', () => {
    renderPage('checking');
    expect(api.getCourse).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải khóa học…');
  });

  it('says the load failed and retries', async () => {
    api.getCourse.mockRejectedValueOnce(new ApiError('unavailable', 'x')).mockResolvedValue(aCourse());
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra khi tải dữ liệu.');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Tìm ý tưởng sản phẩm')).toBeInTheDocument();
  });
});
