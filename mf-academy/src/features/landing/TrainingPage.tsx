import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /training */
export function TrainingPage() {
  return (
    <PageFrame
      eyebrow="Học viện"
      title="Học viện Nhà sáng tạo AI"
      lead="Khoá đào tạo trả phí giúp chuyên gia trở thành nhà sáng tạo sản phẩm AI, kết thúc bằng bài kiểm tra và chứng nhận công khai."
      nav={areaNav}
    />
  );
}
