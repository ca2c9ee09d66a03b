import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /vercel-callback */
export function VercelCallbackPage() {
  return (
    <PageFrame
      eyebrow="Nhà sáng tạo"
      title="Kết nối nền tảng lưu trữ"
      lead="Đang hoàn tất kết nối với nền tảng lưu trữ ứng dụng."
      nav={areaNav}
    />
  );
}
