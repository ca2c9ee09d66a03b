import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/affiliate/marketplace */
export function AffiliateMarketplacePage() {
  return (
    <PageFrame
      eyebrow="Tài khoản"
      title="Sản phẩm tiếp thị liên kết"
      lead="Chọn sản phẩm để quảng bá bằng liên kết giới thiệu."
      nav={areaNav}
    />
  );
}
