import { PageFrame } from '@app/shared/ui/PageFrame';

/** / */
export function CatalogPage() {
  return (
    <PageFrame
      eyebrow="Khám phá"
      title="Chợ ứng dụng AI và sản phẩm số"
      lead="Tìm, dùng thử và mua ứng dụng AI, khoá học và sản phẩm số từ các nhà sáng tạo Việt Nam."
    />
  );
}
