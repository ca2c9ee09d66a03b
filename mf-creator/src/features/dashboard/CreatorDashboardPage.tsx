import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /creator/dashboard */
export function CreatorDashboardPage() {
  return (
    <PageFrame
      eyebrow="Nhà sáng tạo"
      title="Bảng điều khiển nhà sáng tạo"
      lead="Doanh thu, lượt bán và sản phẩm của bạn."
      nav={areaNav}
    />
  );
}
