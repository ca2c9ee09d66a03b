import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@app/shared/testing/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const sendPasswordResetEmail = jest.fn();
jest.mock('@app/shared/firebase/client', () => ({
  sendResetEmail: (...args: unknown[]) => sendPasswordResetEmail(...args),
  signInWithPassword: jest.fn(),
}));
jest.mock('@app/shared/auth/session', () => ({ refreshUser: jest.fn() }));

async function submit(email: string) {
  renderAt('/forgot-password', <ForgotPasswordPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Gửi liên kết đặt lại' }));
}

describe('/forgot-password', () => {
  it('sends the reset e-mail and says what to do next', async () => {
    sendPasswordResetEmail.mockResolvedValue(undefined);
    await submit('lan@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /đã gửi liên kết đặt lại mật khẩu đến lan@example.com.*đặt mật khẩu mới/,
    );
    expect(sendPasswordResetEmail).toHaveBeenCalledWith('lan@example.com');
    expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute('href', '/auth');
  });

  it('an unknown address gives the catalogue message', async () => {
    sendPasswordResetEmail.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/user-not-found' }));
    await submit('nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy tài khoản nào với địa chỉ email này.');
  });

  it('any other failure gives the catalogue message', async () => {
    sendPasswordResetEmail.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }));
    await submit('lan@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra khi gửi email. Vui lòng thử lại.');
  });
});
