import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { AppUser } from '@app/shared/auth/store';
import { useReferralStore } from '@app/shared/referral/store';
import { mockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt as renderWithProviders } from '@app/shared/testing/render';
import { AuthPage } from './AuthPage';

// Seams: the Firebase Auth SDK and the API client (the test kit's, with the real ApiError). The real
// actions, error mapping and forms run.
const signInWithEmailAndPassword = jest.fn();
const validatePassword = jest.fn();
jest.mock('@app/shared/firebase/client', () => ({
  signInWithPassword: (...args: unknown[]) => signInWithEmailAndPassword(...args),
  sendResetEmail: jest.fn(),
  checkPasswordPolicy: (...args: unknown[]) => validatePassword(...args),
}));
jest.mock('@app/shared/auth/session', () => ({
  refreshUser: jest.fn(async () => {
    const { aUser: user } = jest.requireActual('@app/shared/testing/factories');
    jest.requireActual('@app/shared/auth/store').setSignedIn(user());
  }),
}));
jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const api = mockedApi();

/** /auth, with every other path showing where the page sent the visitor. */
const renderAt = (path: string, user: AppUser | null = null) =>
  renderWithProviders(path, <AuthPage />, { user, route: '/auth', whereElsewhere: true });

const signInForm = () => document.querySelector('form[data-form="sign-in"]') as HTMLFormElement;

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Mật khẩu'), password);
  await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
  return user;
}

beforeEach(() => {
  validatePassword.mockRejectedValue(new Error('no policy on the emulator'));
  localStorage.clear();
  useReferralStore.setState({ code: null });
});

describe('/auth sign-in', () => {
  it('has the form contract: Email, Mật khẩu and a Đăng nhập button; a tab leads to Đăng ký', () => {
    renderAt('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Đăng nhập hoặc đăng ký' })).toBeInTheDocument();
    expect(signInForm()).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Đăng ký' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('signs in and goes to the same-origin redirect', async () => {
    signInWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u-buyer' } });
    renderAt('/auth?redirect=%2Fmy%2Flibrary%3Ftab%3D2');
    await fillSignIn('lan@example.com', 'secret123');
    expect(await screen.findByTestId('where')).toHaveTextContent('/my/library?tab=2');
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith('lan@example.com', 'secret123');
  });

  it('ignores a redirect to another origin and goes to /', async () => {
    signInWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u-buyer' } });
    renderAt('/auth?redirect=https%3A%2F%2Fevil.example%2Fx');
    await fillSignIn('lan@example.com', 'secret123');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('an already signed-in visitor goes straight to the redirect', () => {
    renderAt('/auth?redirect=%2F%2Fevil.example', aUser());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['auth/wrong-password', 'Email hoặc mật khẩu không đúng.'],
    ['auth/invalid-credential', 'Email hoặc mật khẩu không đúng.'],
    ['auth/user-not-found', 'Không có tài khoản nào với email này.'],
    ['auth/invalid-email', 'Email không hợp lệ.'],
    ['auth/too-many-requests', 'Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.'],
    ['auth/network-request-failed', 'Không kết nối được máy chủ. Vui lòng kiểm tra mạng và thử lại.'],
    ['auth/something-new', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.'],
  ])('%s shows a Vietnamese message and the form can be used again', async (code, text) => {
    signInWithEmailAndPassword.mockRejectedValue(Object.assign(new Error('Firebase: Error'), { code }));
    renderAt('/auth');
    await fillSignIn('lan@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
  });

  it('shows progress and cannot be submitted twice', async () => {
    let finish: (value: unknown) => void = () => undefined;
    signInWithEmailAndPassword.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderAt('/auth');
    const user = await fillSignIn('lan@example.com', 'secret123');
    const busy = screen.getByRole('button', { name: 'Đang đăng nhập…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(signInWithEmailAndPassword).toHaveBeenCalledTimes(1);
    await act(async () => finish({ user: {} }));
    expect(await screen.findByTestId('where')).toBeInTheDocument();
  });

  it('asks for the e-mail and password before calling the service', async () => {
    renderAt('/auth');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng nhập email.');
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });
});

describe('/auth sign-up', () => {
  async function openSignUp() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Đăng ký' }));
    return user;
  }

  it('shows the password rule (default minimum 6) as the user types', async () => {
    renderAt('/auth');
    const user = await openSignUp();
    const rule = () => screen.getByText('Ít nhất 6 ký tự').closest('li');
    expect(rule()).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('Mật khẩu'), 'abcdef');
    await waitFor(() => expect(rule()).toHaveAttribute('data-met', 'true'));
  });

  it('refuses a weak password without calling the API', async () => {
    renderAt('/auth');
    const user = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Mật khẩu chưa đáp ứng yêu cầu.');
    expect(api.registerUser).not.toHaveBeenCalled();
  });

  it('registers with the kept referral code, then signs in and follows the redirect', async () => {
    useReferralStore.getState().remember('BAN-BE-01');
    api.registerUser.mockResolvedValue({ uid: 'u-new' });
    signInWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u-new' } });
    renderAt('/auth?redirect=%2Fmy%2Fprofile');
    const user = await openSignUp();
    expect(screen.getByText('Bạn được giới thiệu bởi mã BAN-BE-01.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tên hiển thị'), 'Trần Minh');
    await user.type(screen.getByLabelText('Email'), 'minh@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/my/profile');
    expect(api.registerUser).toHaveBeenCalledWith({
      email: 'minh@example.com',
      password: 'matkhau123',
      displayName: 'Trần Minh',
      referralCode: 'BAN-BE-01',
    });
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith('minh@example.com', 'matkhau123');
  });

  it('an e-mail already in use (409) says so', async () => {
    api.registerUser.mockRejectedValue(new ApiError('aborted', 'Email này đã được sử dụng bởi một tài khoản khác.'));
    renderAt('/auth');
    const user = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email này đã được dùng cho một tài khoản khác. Hãy đăng nhập.',
    );
  });

  it('refuses an address the server would refuse (no domain ending) before calling it, as the server words it', async () => {
    renderAt('/auth');
    const user = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'moi@example');
    await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email không hợp lệ.');
    expect(api.registerUser).not.toHaveBeenCalled();
  });

  it('says under the button that creating an account accepts the terms and the privacy policy', async () => {
    renderAt('/auth');
    await openSignUp();
    const line = screen.getByText(/^Khi tạo tài khoản, bạn đồng ý với/);
    expect(within(line).getByRole('link', { name: 'Điều khoản dịch vụ' })).toHaveAttribute('href', '/terms-of-service');
    expect(within(line).getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('an invalid e-mail refused by the server shows its Vietnamese message', async () => {
    api.registerUser.mockRejectedValue(new ApiError('invalid-argument', 'Email không hợp lệ.'));
    renderAt('/auth');
    const user = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'minh@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email không hợp lệ.');
  });

  it('a network failure says to check the connection', async () => {
    api.registerUser.mockRejectedValue(new ApiError('internal', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.'));
    renderAt('/auth');
    const user = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'minh@example.com');
    await user.type(screen.getByLabelText('Mật khẩu'), 'matkhau123');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không kết nối được máy chủ. Vui lòng kiểm tra mạng và thử lại.',
    );
  });
});
