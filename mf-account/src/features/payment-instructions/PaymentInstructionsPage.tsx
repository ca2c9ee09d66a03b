import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/payment-instructions */
export function PaymentInstructionsPage() {
  return (
    <PageFrame
      eyebrow="Tài khoản"
      title="Hướng dẫn thanh toán"
      lead="Thông tin chuyển khoản cho đơn hàng khoá học của bạn."
      nav={areaNav}
    />
  );
}
