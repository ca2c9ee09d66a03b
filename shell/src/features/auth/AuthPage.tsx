import { PageFrame } from '@app/shared/ui/PageFrame';

/** /auth: sign-in and sign-up (the forms arrive with the sign-in issue). */
export function AuthPage() {
  return (
    <PageFrame
      title="Đăng nhập hoặc đăng ký"
      lead="Đăng nhập để mua sản phẩm, lưu danh sách yêu thích và theo dõi thư viện của bạn."
    />
  );
}
