import { PageFrame } from '@app/shared/ui/PageFrame';

/** /checkout/:transactionId */
export function CheckoutPage() {
  return (
    <PageFrame
      eyebrow="Thanh toán"
      title="Thanh toán chuyển khoản"
      lead="Quét mã QR bằng ứng dụng ngân hàng hoặc chuyển khoản theo thông tin bên dưới."
    />
  );
}
