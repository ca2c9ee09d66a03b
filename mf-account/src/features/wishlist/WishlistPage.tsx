import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/wishlist */
export function WishlistPage() {
  return (
    <PageFrame eyebrow="Tài khoản" title="Danh sách yêu thích" lead="Sản phẩm bạn đã lưu để xem sau." nav={areaNav} />
  );
}
