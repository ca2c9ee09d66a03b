import { aUser } from '@app/shared/testing/factories';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import App from './App';

describe('academy area routes', () => {
  // Protected pages (RequireAuth) are visited signed in; the guard has its own tests in @app/shared.
  describeAreaRoutes({
    app: () => <App />,
    user: aUser(),
    pages: [
      ['/training', 'Học viện Nhà sáng tạo AI'],
      ['/training/my-course/lesson-1', 'Khoá học của tôi'],
      ['/training/library', 'Thư viện học viện'],
      ['/training/quiz/academy', 'Bài kiểm tra cuối khoá'],
      ['/salepage', 'Trở thành nhà sáng tạo sản phẩm AI'],
      ['/chung-nhan/CERT1', 'Chứng nhận hoàn thành'],
    ],
    unknown: '/chung-nhan/khong-co-trang-nay/that-su',
  });
});
