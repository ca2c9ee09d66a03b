import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportedReview } from '@app/shared/contracts/reviews';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { ReviewsQueuePage } from './ReviewsQueuePage';
import * as adminPage from '../../testing/adminPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const reported: ReportedReview = {
  id: 41,
  productId: 'kich-ban-tiktok',
  productTitle: 'Kịch bản video TikTok',
  authorId: 'seed-reviewer-8',
  authorName: 'Trịnh Gia Hân',
  authorEmail: 'han@example.com',
  rating: 1,
  body: 'Mua tài khoản TikTok giá rẻ, liên hệ ngay!!!',
  createdAt: '2026-02-01T03:00:00.000Z',
  openReports: 2,
  reportedAt: '2026-02-02T03:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  reports: [
    { reporterName: 'Lê Thị Mai', reason: 'Quảng cáo', createdAt: '2026-02-02T03:00:00.000Z', decision: null },
    { reporterName: null, reason: null, createdAt: '2026-02-03T03:00:00.000Z', decision: null },
  ],
};

/** The server: the queue's two tabs; a decision moves the review where it belongs. */
function serve(reviews: ReportedReview[]) {
  let all = [...reviews];
  return mockApi({
    listReportedReviews: async ({ status }) =>
      all.filter((review) => (status === 'open' ? review.openReports > 0 : review.hiddenAt !== null)),
    moderateReview: async ({ reviewId, decision, reason }) => {
      const before = all.find((review) => review.id === reviewId) ?? reported;
      const after: ReportedReview = {
        ...before,
        openReports: 0,
        hiddenAt: decision === 'hide' ? '2026-02-04T03:00:00.000Z' : null,
        hiddenReason: decision === 'hide' ? (reason ?? null) : null,
      };
      all = all.map((review) => (review.id === reviewId ? after : review));
      return after;
    },
  });
}

const renderPage = () => renderAt('/admin/reviews', <ReviewsQueuePage />, { user: aUser({ roles: ['admin'] }) });
const heading = () => screen.findByRole('heading', { level: 3, name: 'Kịch bản video TikTok' });

beforeEach(resetMockedApi);

describe('/admin/reviews', () => {
  it('shows each reported review: product, author, stars, text and what the reporters said', async () => {
    const api = serve([reported]);
    renderPage();
    adminPage.expectLoadingPage('Đánh giá bị báo cáo', 'Đang tải đánh giá bị báo cáo…');
    const item = (await heading()).closest('li') as HTMLElement;
    expect(api.listReportedReviews).toHaveBeenCalledWith({ status: 'open' });
    expect(item).toHaveTextContent('2 báo cáo chưa xử lý');
    expect(item).toHaveTextContent('Trịnh Gia Hân · han@example.com');
    expect(item).toHaveTextContent('Mua tài khoản TikTok giá rẻ, liên hệ ngay!!!');
    expect(item).toHaveTextContent('Lê Thị Mai · 02/02/2026 10:00');
    expect(item).toHaveTextContent('Quảng cáo');
    expect(item).toHaveTextContent('(không ghi lý do)');
    expect(screen.getByRole('img', { name: '1,0 trên 5 sao' })).toBeInTheDocument();
  });

  adminPage.itHasQueueStates({
    serve: (rows) => serve(rows === 'none' ? [] : [reported]).listReportedReviews,
    renderPage,
    empty: 'Không có đánh giá nào đang chờ xử lý.',
    failed: 'Không tải được danh sách đánh giá bị báo cáo.',
    loaded: heading,
  });

  it('hides only with the reason its author is shown; it moves to “Đã ẩn”, where it can be shown again', async () => {
    const api = serve([reported]);
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Ẩn đánh giá của Trịnh Gia Hân về Kịch bản video TikTok' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ẩn đánh giá này?' });
    const ask = adminPage.valueDialog(dialog, 'Ẩn đánh giá', 'Lý do ẩn');
    await ask.refusedEmpty('Vui lòng nhập lý do ẩn đánh giá.', api.moderateReview);
    await ask.send('Quảng cáo, không liên quan.');
    expect(await screen.findByText('Không có đánh giá nào đang chờ xử lý.')).toBeInTheDocument();
    expect(api.moderateReview).toHaveBeenCalledWith({
      reviewId: 41,
      decision: 'hide',
      reason: 'Quảng cáo, không liên quan.',
    });
    expect(screen.getByText('Đã ẩn đánh giá của Trịnh Gia Hân.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('tab', { name: 'Đã ẩn' }));
    const item = (await heading()).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Lý do: Quảng cáo, không liên quan.');
    await user.click(
      screen.getByRole('button', { name: 'Hiện lại đánh giá của Trịnh Gia Hân về Kịch bản video TikTok' }),
    );
    await adminPage.submitAndClose(screen.getByRole('dialog', { name: 'Hiện lại đánh giá này?' }), 'Hiện lại');
    expect(api.moderateReview).toHaveBeenLastCalledWith({ reviewId: 41, decision: 'keep' });
    expect(await screen.findByText('Chưa có đánh giá nào bị ẩn.')).toBeInTheDocument();
  });

  it('keeps a review that breaks no rule: its reports are closed', async () => {
    const api = serve([reported]);
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Giữ lại đánh giá của Trịnh Gia Hân về Kịch bản video TikTok' }),
    );
    await adminPage.submitAndClose(screen.getByRole('dialog', { name: 'Giữ lại đánh giá này?' }), 'Giữ lại');
    expect(api.moderateReview).toHaveBeenCalledWith({ reviewId: 41, decision: 'keep' });
    expect(await screen.findByText('Không có đánh giá nào đang chờ xử lý.')).toBeInTheDocument();
  });
});
