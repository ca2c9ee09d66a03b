import { PageFrame } from '@app/shared/ui/PageFrame';

/** /payment-status */
export function PaymentStatusPage() {
  return (
    <PageFrame
      eyebrow="Thanh toán"
      title="Trạng thái thanh toán"
      lead="Theo dõi trạng thái giao dịch gần nhất của bạn."
    />
  );
}
