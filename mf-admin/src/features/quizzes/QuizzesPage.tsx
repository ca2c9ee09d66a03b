import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /admin/quizzes */
export function QuizzesPage() {
  return (
    <PageFrame
      eyebrow="Quản trị"
      title="Quản lý bài kiểm tra"
      lead="Câu hỏi và đáp án của bài kiểm tra học viện."
      nav={areaNav}
    />
  );
}
