import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /admin/dashboard */
export function AdminDashboardPage() {
  return (
    <PageFrame
      eyebrow="Quản trị"
      title="Bảng quản trị"
      lead="Kiểm duyệt sản phẩm, giao dịch chờ đối soát và đơn đăng ký nhà sáng tạo."
      nav={areaNav}
    />
  );
}
