import { PageFrame } from '@app/shared/ui/PageFrame';

/** /creator-profile/:creatorId */
export function CreatorProfilePage() {
  return (
    <PageFrame
      eyebrow="Nhà sáng tạo"
      title="Hồ sơ nhà sáng tạo"
      lead="Giới thiệu nhà sáng tạo và các sản phẩm đã xuất bản."
    />
  );
}
