import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /creator/products */
export function CreatorProductsPage() {
  return (
    <PageFrame
      eyebrow="Nhà sáng tạo"
      title="Quản lý sản phẩm"
      lead="Tạo, chỉnh sửa và gửi duyệt sản phẩm."
      nav={areaNav}
    />
  );
}
