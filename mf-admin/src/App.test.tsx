import { screen } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import type { AdminDashboard } from '@app/shared/contracts/admin';
import { mockApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import App from './App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
// The dashboard's chart draws on a canvas jsdom does not have (the page has its own tests).
jest.mock('@app/shared/ui/charts/DailyBarChart', () => ({ __esModule: true, default: () => null }));

const period = { revenue: 0, platformRevenue: 0, refunded: 0, orders: 0, created: 0, createdPaid: 0 };
const emptyDashboard: AdminDashboard = {
  days: 30,
  users: 0,
  creators: 0,
  suspendedUsers: 0,
  publishedProducts: 0,
  pendingProducts: 0,
  current: period,
  previous: period,
  daily: [],
  queues: { products: 0, applications: 0, transfers: 0, refunds: 0, payouts: 0, reviews: 0 },
};

// Each page loads its data; the route table only needs their frames (every page has its own tests), so
// every call answers with nothing to show.
beforeEach(() => {
  mockApi({
    getQuizForEdit: () => Promise.reject(new ApiError('not-found', 'Khóa học này chưa có bài kiểm tra.')),
    getAdminDashboard: async () => emptyDashboard,
    listPendingProducts: async () => [],
    listCreatorApplications: async () => [],
    listBankTransfers: async () => ({ transfers: [], nextBefore: null }),
    listRefundRequests: async () => ({ requests: [], nextBefore: null }),
    listReportedReviews: async () => [],
    listPayouts: async () => ({ payouts: [], nextBefore: null }),
    searchUsers: async () => ({ users: [], total: 0, page: 1, pageSize: 20 }),
    getAdminUser: async ({ uid }) => ({
      user: {
        uid,
        email: 'long@example.com',
        displayName: 'Bùi Đức Long',
        photoURL: null,
        roles: [],
        suspendedAt: null,
        suspensionReason: null,
        createdAt: '2026-03-01T20:00:00.000Z',
      },
      orders: [],
      products: [],
      balance: { pending: 0, available: 0, requested: 0, paidOut: 0, owed: 0 },
      certificates: [],
    }),
    findCertificates: async () => [],
    listAuditLog: async () => ({ entries: [], nextBefore: null }),
    getNotificationOutbox: async () => ({ counts: { pending: 0, sending: 0, sent: 0, failed: 0 }, failed: [] }),
    listLessonsForEdit: async ({ courseId }) => ({ courseId, title: 'Học viện Nhà sáng tạo AI', lessons: [] }),
  });
});

describe('admin area routes', () => {
  // Protected pages (RequireAuth) are visited by an admin; the guard has its own tests in @app/shared.
  describeAreaRoutes({
    app: () => <App />,
    user: aUser({ roles: ['admin'] }),
    pages: [
      ['/admin/dashboard', 'Bảng quản trị'],
      ['/admin/products', 'Kiểm duyệt sản phẩm'],
      ['/admin/applications', 'Đơn đăng ký nhà sáng tạo'],
      ['/admin/transfers', 'Đối soát chuyển khoản'],
      ['/admin/refunds', 'Yêu cầu hoàn tiền'],
      ['/admin/reviews', 'Đánh giá bị báo cáo'],
      ['/admin/payouts', 'Yêu cầu rút tiền'],
      ['/admin/users', 'Người dùng'],
      // A user's page is titled with their name once it has loaded.
      ['/admin/users/u-long', 'Bùi Đức Long'],
      ['/admin/certificates', 'Chứng nhận'],
      ['/admin/audit', 'Nhật ký quản trị'],
      ['/admin/notifications', 'Thư thông báo'],
      ['/admin/lessons', 'Bài học'],
      ['/admin/quizzes', 'Quản lý bài kiểm tra'],
    ],
    redirects: [['/admin', 'Bảng quản trị']],
    unknown: '/admin/khong-co-trang-nay/that-su',
  });

  it('a signed-in user without the admin role sees the no-access page', () => {
    renderAt('/admin/dashboard', <App />, { user: aUser({ uid: 'u2', roles: [] }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Không có quyền truy cập');
  });
});
