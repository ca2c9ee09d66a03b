import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /training/quiz/:courseId */
export function QuizPage() {
  return (
    <PageFrame
      eyebrow="Học viện"
      title="Bài kiểm tra cuối khoá"
      lead="Hoàn thành bài kiểm tra để nhận chứng nhận."
      nav={areaNav}
    />
  );
}
