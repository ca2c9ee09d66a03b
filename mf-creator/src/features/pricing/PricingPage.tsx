import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /pricing */
export function PricingPage() {
  return (
    <PageFrame
      eyebrow="Bảng giá"
      title="Bảng giá cho nhà sáng tạo"
      lead="Các gói và mức phí dành cho nhà sáng tạo."
      nav={areaNav}
    />
  );
}
