import { Route, Routes } from '@app/shared/router';
import { NotFound } from '@app/shared/ui/NotFound';
import { RequireAuth } from '@app/shared/ui/RequireAuth';
import { TrainingPage } from './features/landing/TrainingPage';
import { MyCoursePage } from './features/course/MyCoursePage';
import { AcademyLibraryPage } from './features/library/AcademyLibraryPage';
import { QuizPage } from './features/quiz/QuizPage';
import { SalesPage } from './features/salepage/SalesPage';
import { CertificatePage } from './features/certificate/CertificatePage';

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
      <Route path="/training/library" element={<AcademyLibraryPage />} />
      <Route path="/training/quiz/:courseId" element={<QuizPage />} />
      <Route path="/salepage" element={<SalesPage />} />
      <Route path="/chung-nhan/:certId" element={<CertificatePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
