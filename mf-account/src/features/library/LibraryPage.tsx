import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/library */
export function LibraryPage() {
  return (
    <PageFrame
      eyebrow="Tài khoản"
      title="Thư viện của tôi"
      lead="Sản phẩm bạn đã mua và giao dịch đang chờ thanh toán."
      nav={areaNav}
    />
  );
}
