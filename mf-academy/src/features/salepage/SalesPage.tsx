import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /salepage */
export function SalesPage() {
  return (
    <PageFrame
      eyebrow="Học viện Nhà sáng tạo"
      title="Trở thành nhà sáng tạo sản phẩm AI"
      lead="Khoá học trọn gói 5.000.000 VND, thanh toán một lần, hoàn tiền 100% trong 30 ngày nếu bạn chưa làm ra sản phẩm đầu tiên."
      nav={areaNav}
    />
  );
}
