import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /training/my-course/* */
export function MyCoursePage() {
  return (
    <PageFrame
      eyebrow="Học viện"
      title="Khoá học của tôi"
      lead="Bài học, tiến độ và bài kiểm tra cuối khoá."
      nav={areaNav}
    />
  );
}
