import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/affiliate/dashboard */
export function AffiliateDashboardPage() {
  return (
    <PageFrame
      eyebrow="Tài khoản"
      title="Tiếp thị liên kết"
      lead="Liên kết giới thiệu, lượt nhấp và hoa hồng của bạn."
      nav={areaNav}
    />
  );
}
