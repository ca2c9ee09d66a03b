import { areaRoutes } from '@app/shared/ui/AreaRoutes';
import { lazyPage } from '@app/shared/ui/lazyPage';
import { TrainingPage } from './features/landing/TrainingPage';
import { SalesPage } from './features/salepage/SalesPage';
import { CertificatePage } from './features/certificate/CertificatePage';

// The public pages a visitor lands on (the landing, the sales page, a certificate) are in the App chunk the
// shell preloads, so their heading paints without another round trip; none carries a heavy library (the
// certificate's QR code loads its drawing library itself, the sales page its sign-in dialog). The course,
// its library and the quiz load on demand with their own libraries (the lesson's Markdown among them).
const MyCoursePage = lazyPage(() => import('./features/course/MyCoursePage').then((m) => m.MyCoursePage));
const CourseShelfPage = lazyPage(() =>
  import('./features/course-shelf/CourseShelfPage').then((m) => m.CourseShelfPage),
);
const CourseReviewPage = lazyPage(() =>
  import('./features/enroll-review/CourseReviewPage').then((m) => m.CourseReviewPage),
);
const QuizPage = lazyPage(() => import('./features/quiz/QuizPage').then((m) => m.QuizPage));

/** The academy area (exposed as `academy/App`): its route table. */
export default areaRoutes({
  signedIn: {
    '/training/my-course/*': MyCoursePage,
    '/training/checkout': CourseReviewPage,
    '/training/library': CourseShelfPage,
    '/training/quiz/:courseId': QuizPage,
  },
  open: {
    '/training': TrainingPage,
    '/salepage': SalesPage,
    '/chung-nhan/:certId': CertificatePage,
  },
});
