import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /creator/fee-info */
export function FeeInfoPage() {
  return (
    <PageFrame
      eyebrow="Nhà sáng tạo"
      title="Thông tin phí nền tảng"
      lead="Cách tính phí nền tảng trên mỗi giao dịch."
      nav={areaNav}
    />
  );
}
