import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/settings/payment */
export function PaymentSettingsPage() {
  return (
    <PageFrame
      eyebrow="Tài khoản"
      title="Cài đặt thanh toán"
      lead="Tài khoản ngân hàng nhận tiền của bạn."
      nav={areaNav}
    />
  );
}
