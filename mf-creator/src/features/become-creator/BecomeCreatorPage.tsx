import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /become-a-creator */
export function BecomeCreatorPage() {
  return (
    <PageFrame
      eyebrow="Nhà sáng tạo"
      title="Trở thành nhà sáng tạo"
      lead="Gửi đơn đăng ký để bắt đầu bán sản phẩm AI trên AI Market."
      nav={areaNav}
    />
  );
}
