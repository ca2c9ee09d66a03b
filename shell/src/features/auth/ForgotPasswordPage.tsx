import { PageFrame } from '@app/shared/ui/PageFrame';

/** /forgot-password: password-reset request (the form arrives with the sign-in issue). */
export function ForgotPasswordPage() {
  return <PageFrame title="Quên mật khẩu" lead="Nhập email tài khoản để nhận liên kết đặt lại mật khẩu." />;
}
