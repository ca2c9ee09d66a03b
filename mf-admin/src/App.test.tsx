import { screen } from '@testing-library/react';
import { ApiError } from '@app/shared/api/client';
import { mockApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import App from './App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

// The quiz editor loads its quiz; the route table only needs its frame (the page has its own tests).
beforeEach(() => {
  mockApi({ getQuizForEdit: () => Promise.reject(new ApiError('not-found', 'Khóa học này chưa có bài kiểm tra.')) });
});

describe('admin area routes', () => {
  // Protected pages (RequireAuth) are visited by an admin; the guard has its own tests in @app/shared.
  describeAreaRoutes({
    app: () => <App />,
    user: aUser({ roles: ['admin'] }),
    pages: [
      ['/admin/dashboard', 'Bảng quản trị'],
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
