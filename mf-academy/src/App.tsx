import { Route, Routes } from '@app/shared/router';
import { lazyPage } from '@app/shared/ui/lazyPage';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
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
const QuizPage = lazyPage(() => import('./features/quiz/QuizPage').then((m) => m.QuizPage));

/**
 * The academy area (exposed as `academy/App`). Paths are absolute: the shell mounts every area
 * under a catch-all route, so the same table works inside the shell and standalone.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/training" element={<TrainingPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/training/my-course/*" element={<MyCoursePage />} />
      </Route>
      <Route path="/training/library" element={<CourseShelfPage />} />
      <Route path="/training/quiz/:courseId" element={<QuizPage />} />
      <Route path="/salepage" element={<SalesPage />} />
      <Route path="/chung-nhan/:certId" element={<CertificatePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
