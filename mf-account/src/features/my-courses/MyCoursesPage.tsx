import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/my-courses */
export function MyCoursesPage() {
  return <PageFrame eyebrow="Tài khoản" title="Khoá học của tôi" lead="Các khoá học bạn đã đăng ký." nav={areaNav} />;
}
