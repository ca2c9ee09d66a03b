import { PageFrame } from '@app/shared/ui/PageFrame';

/** /product/:productId */
export function ProductPage() {
  return (
    <PageFrame
      eyebrow="Sản phẩm"
      title="Chi tiết sản phẩm"
      lead="Mô tả, giá, nhà sáng tạo và bản dùng thử của sản phẩm."
    />
  );
}
