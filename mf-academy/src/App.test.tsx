import { mockApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { describeAreaRoutes } from '@app/shared/testing/routes';
import { aCertificate, anOwnedCourse, aMyCourse, aQuiz } from './testing/fixtures';
import App from './App';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

beforeEach(() => {
  mockApi({
    getCourse: async () => anOwnedCourse(['l1'], 'l1'),
    openLesson: async () => ({ completedLessons: ['l1'], lastLessonId: 'l1', lastActivityAt: null }),
    listMyCourses: async () => [aMyCourse()],
    getQuiz: async () => aQuiz(),
    getCertificate: async () => aCertificate(),
  });
});

describe('academy area routes', () => {
  // Protected pages (RequireAuth) are visited signed in; the guard has its own tests in @app/shared.
  describeAreaRoutes({
    app: () => <App />,
    user: aUser(),
    pages: [
      ['/training', 'Học viện Nhà sáng tạo AI'],
      ['/training/my-course/l1', 'Khóa học của tôi'],
      ['/training/library', 'Thư viện học viện'],
      ['/training/quiz/hoc-vien-creator', 'Bài kiểm tra cuối khóa'],
      ['/salepage', 'Trở thành nhà sáng tạo sản phẩm AI'],
      ['/chung-nhan/CERT1', 'Chứng nhận hoàn thành'],
    ],
    // The review step: an owner of the course goes on to it.
    redirects: [
      ['/training/my-course', 'Khóa học của tôi'],
      ['/training/checkout', 'Khóa học của tôi'],
    ],
    unknown: '/chung-nhan/khong-co-trang-nay/that-su',
    gated: ['/training/my-course/l1', '/training/checkout', '/training/library', '/training/quiz/hoc-vien-creator'],
  });
});
