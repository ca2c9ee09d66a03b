import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /creator/payouts */
export function CreatorPayoutsPage() {
  return (
    <PageFrame
      eyebrow="Nhà sáng tạo"
      title="Thanh toán cho nhà sáng tạo"
      lead="Số dư, lịch sử chi trả và tài khoản nhận tiền."
      nav={areaNav}
    />
  );
}
